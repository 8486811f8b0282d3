import { createHash } from 'node:crypto';
import {
  beginText,
  endText,
  moveText,
  PDFContentStream,
  PDFDocument,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  rgb,
  setFontAndSize,
  StandardFonts,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { ACCOUNT_CURRENCY, Money } from '@tp/contract';
import { drawCustomerText, embedCustomerTextFonts, type CustomerTextFonts } from './agreement-text.ts';

/**
 * The signed loan agreement as a PDF (pdf-lib): the parties with the verified name, the figures,
 * the schedule and the repayment terms, the drawn signature, the date and a SHA-256 fingerprint.
 *
 * The fingerprint is the SHA-256 of the document's bytes with the fingerprint itself written as 64
 * zeros, the way a signature's byte range leaves out the signature: anyone holding the file puts
 * the zeros back where the printed value is and hashes it. It is written in a content stream of
 * its own, uncompressed, so that its 64 characters are in the file as they are printed.
 */
export const FINGERPRINT_PLACEHOLDER = '0'.repeat(64);

export interface AgreementTerms {
  loanId: number;
  borrowerName: string;
  username: string;
  country: string;
  amount: string;
  days: number;
  dailyRate: string;
  interestFreeDays: number;
  totalInterest: string;
  repayAmount: string;
  signedAt: Date;
  signaturePng: Uint8Array;
}

const MARGIN = 56;
const PAGE: [number, number] = [595, 842];

const day = (date: Date) => date.toISOString().slice(0, 10);
const percent = (rate: string) => `${Money.of(rate).times('100').toString()} %`;

function lines(terms: AgreementTerms): [string, string][] {
  const due = new Date(terms.signedAt.getTime() + terms.days * 86_400_000);
  return [
    ['Lender', 'Trade Platform (the platform)'],
    ['Borrower', `${terms.borrowerName} (account ${terms.username}${terms.country ? `, ${terms.country}` : ''})`],
    ['Amount', `${Money.of(terms.amount).toString()} ${ACCOUNT_CURRENCY}`],
    ['Term', `${terms.days} days from disbursement`],
    [
      'Daily interest rate',
      `${percent(terms.dailyRate)} of the principal a day (${Money.of(terms.dailyRate).toString()})`,
    ],
    ['Interest-free days', `the first ${terms.interestFreeDays} days carry no interest`],
    ['Total interest', `${Money.of(terms.totalInterest).toString()} ${ACCOUNT_CURRENCY} for the full term`],
    ['Repayment amount', `${Money.of(terms.repayAmount).toString()} ${ACCOUNT_CURRENCY} (principal and interest)`],
    ['Due date', `${terms.days} days after disbursement (${day(due)} if disbursed on the signing date)`],
  ];
}

const TERMS_TEXT = [
  'Schedule: one repayment of principal and interest at maturity.',
  'Interest = principal x daily rate x charged days, where charged days are the whole days',
  'elapsed since disbursement beyond the interest-free days; rounded down once to 6 decimals.',
  'The borrower may repay at any time: principal plus the interest accrued to that day.',
  'At maturity the platform collects principal and interest from the available cash of the',
  "borrower's real account. If it falls short, what is available is collected, the loan is",
  'overdue (expired) and withdrawals are refused until the rest is repaid.',
  'The loan is disbursed to the real account only after the platform approves it.',
];

const signedBy = (terms: AgreementTerms) => `Signed electronically on ${day(terms.signedAt)} by ${terms.borrowerName}`;

function drawBody(page: PDFPage, text: CustomerTextFonts, bold: PDFFont, terms: AgreementTerms): number {
  const font = text.standard;
  let y = PAGE[1] - MARGIN;
  page.drawText('Investment loan agreement', { x: MARGIN, y, size: 18, font: bold });
  y -= 22;
  page.drawText(`Agreement no. ${terms.loanId} - signed ${terms.signedAt.toISOString()}`, {
    x: MARGIN,
    y,
    size: 10,
    font,
  });
  y -= 28;
  for (const [label, value] of lines(terms)) {
    page.drawText(label, { x: MARGIN, y, size: 10, font: bold });
    drawCustomerText(page, value, { x: MARGIN + 120, y, size: 10 }, text);
    y -= 18;
  }
  y -= 10;
  page.drawText('Repayment terms', { x: MARGIN, y, size: 12, font: bold });
  y -= 18;
  for (const line of TERMS_TEXT) {
    page.drawText(line, { x: MARGIN, y, size: 10, font });
    y -= 14;
  }
  return y - 16;
}

/** The agreement's bytes and their fingerprint (see above). */
export async function renderAgreement(terms: AgreementTerms): Promise<{ pdf: Uint8Array; sha256: string }> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Loan agreement ${terms.loanId}`);
  doc.setCreationDate(terms.signedAt);
  doc.setModificationDate(terms.signedAt);
  const page = doc.addPage(PAGE);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const values = lines(terms).map(([, value]) => value);
  const text = await embedCustomerTextFonts(doc, font, [...values, signedBy(terms)]);
  let y = drawBody(page, text, bold, terms);
  page.drawText("Borrower's signature", { x: MARGIN, y, size: 10, font: bold });
  const signature = await doc.embedPng(terms.signaturePng);
  const scaled = signature.scaleToFit(240, 100);
  y -= scaled.height + 8;
  page.drawImage(signature, { x: MARGIN, y, width: scaled.width, height: scaled.height });
  page.drawRectangle({ x: MARGIN, y: y - 2, width: 240, height: 0.5, color: rgb(0.3, 0.3, 0.3) });
  y -= 18;
  drawCustomerText(page, signedBy(terms), { x: MARGIN, y, size: 10 }, text);
  y -= 30;
  page.drawText('Document fingerprint (SHA-256):', { x: MARGIN, y, size: 9, font: bold });
  writeFingerprint(doc, page, font, y - 14);
  const draft = await doc.save({ useObjectStreams: false });
  return seal(draft);
}

/** The fingerprint line, uncompressed, with the placeholder that `seal` replaces. */
function writeFingerprint(doc: PDFDocument, page: PDFPage, font: PDFFont, y: number): void {
  const key = page.node.newFontDictionary(font.name, font.ref);
  const operators = [
    beginText(),
    setFontAndSize(key, 8),
    moveText(MARGIN, y),
    PDFOperator.of(PDFOperatorNames.ShowText, [PDFString.of(FINGERPRINT_PLACEHOLDER)]),
    endText(),
  ];
  const stream = PDFContentStream.of(doc.context.obj({}), operators, false);
  page.node.addContentStream(doc.context.register(stream));
}

/** Hashes the draft with the placeholder in it and writes the hash in its place (same length: offsets hold). */
function seal(draft: Uint8Array): { pdf: Uint8Array; sha256: string } {
  const bytes = Buffer.from(draft);
  const marker = Buffer.from(`(${FINGERPRINT_PLACEHOLDER})`, 'latin1');
  const at = bytes.indexOf(marker);
  if (at < 0 || bytes.indexOf(marker, at + 1) >= 0) throw new Error('the agreement has no single fingerprint slot');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  bytes.write(sha256, at + 1, 'latin1');
  return { pdf: new Uint8Array(bytes), sha256 };
}

/** The fingerprint a file carries checks out: its bytes with the fingerprint zeroed hash to it. */
export function fingerprintMatches(pdf: Uint8Array, sha256: string): boolean {
  const bytes = Buffer.from(pdf);
  const at = bytes.indexOf(Buffer.from(`(${sha256})`, 'latin1'));
  if (at < 0) return false;
  bytes.write(FINGERPRINT_PLACEHOLDER, at + 1, 'latin1');
  return createHash('sha256').update(bytes).digest('hex') === sha256;
}
