import { crc32, deflateSync } from 'node:zlib';
import type { Loan, LoanProduct, LoanRecord } from '@tp/contract';
import { call, type TestApp, TEST_PASSWORDS } from '../../../test/app.ts';
import { markKycVerified } from '../../../test/fixtures.ts';
import { fundReal, headersOf, REAL, type Book } from '../../../test/money.ts';
import { signUp, USER, type SignedUp } from '../../../test/signin.ts';
import { ensureFirstOperator } from '../backoffice/operators.ts';

/** What the loan tests share: a drawn signature, a verified customer, the calls. */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 200 × 80 RGBA PNG, transparent, with a dark stroke across it when `ink`: what the signature pad sends. */
export function signaturePng(ink = true): Uint8Array {
  const [width, height] = [200, 80];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const onStroke = ink && Math.abs(y - Math.round((x * height) / width)) <= 2;
      if (onStroke) raw.set([20, 20, 60, 255], y * (width * 4 + 1) + 1 + x * 4);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function uploadSignature(app: TestApp, who: SignedUp, ink = true): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(signaturePng(ink))], { type: 'image/png' }), 'signature.png');
  const response = await fetch(`${app.url}${USER}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}` },
    body: form,
  });
  const answer = (await response.json()) as { code: number; result: { fileId: string } | null };
  if (answer.code !== 200 || !answer.result) throw new Error(`signature upload: ${answer.code}`);
  return answer.result.fileId;
}

/** Marks the customer KYC-verified, as an approving review leaves them: named Ada <username>. */
export async function verify(app: TestApp, who: SignedUp): Promise<void> {
  await markKycVerified(app.database.db, who.user.id, { firstName: 'Ada', lastName: who.user.username });
}

/** A signed-up customer, KYC-verified, with `cash` USDT. */
export async function verifiedCustomer(app: TestApp, cash = '0'): Promise<SignedUp> {
  const who = await signUp(app);
  await verify(app, who);
  if (cash !== '0') await fundReal(app, who, cash);
  return who;
}

export const borrow = (app: TestApp, who: SignedUp, body: object, book: Book = REAL, key?: string) =>
  call<Loan | null>(app.url, 'POST', `${USER}/loan`, { token: who.token, body, headers: headersOf(book, key) });

export const repay = (app: TestApp, who: SignedUp, id: number, book: Book = REAL) =>
  call<Loan | null>(app.url, 'POST', `${USER}/repayLoan`, { token: who.token, body: { id }, headers: headersOf(book) });

export const loansOf = async (app: TestApp, who: SignedUp) =>
  (
    await call<{ list: Loan[]; total: number }>(app.url, 'GET', `${USER}/listLoanRecord`, {
      token: who.token,
      headers: { ...REAL },
    })
  ).result;

const BACKOFFICE = '/backoffice/api';

/** Two operators who may decide loans: the first administrator and a reviewer. */
export async function deciders(app: TestApp): Promise<[string, string]> {
  const first = await ensureFirstOperator(app.database.db, { warn: () => undefined }, TEST_PASSWORDS);
  if (!first) throw new Error('no first operator');
  const login = async (name: string, password: string) =>
    (await call<{ token: string }>(app.url, 'POST', `${BACKOFFICE}/login`, { body: { name, password } })).result.token;
  const admin = await login(first.name, first.password);
  const made = await call<{ password: string }>(app.url, 'POST', `${BACKOFFICE}/operators`, {
    token: admin,
    body: { name: 'loan.reviewer', role: 'reviewer' },
  });
  return [admin, await login('loan.reviewer', made.result.password)];
}

export const decide = (app: TestApp, token: string, id: number, reason?: string) =>
  call<LoanRecord | null>(app.url, 'POST', `${BACKOFFICE}/loans/${id}/${reason ? 'reject' : 'approve'}`, {
    token,
    ...(reason ? { body: { reason } } : {}),
  });

/** The product of the catalogue with this term. */
export async function productOf(app: TestApp, days: number): Promise<LoanProduct> {
  const products = (await call<LoanProduct[]>(app.url, 'GET', '/swx/customer/index/listLoanProducts')).result;
  const found = products.find((product) => product.days === days);
  if (!found) throw new Error(`no ${days}-day loan product`);
  return found;
}

/**
 * A disbursed loan of 1000 on the 7-day product, its owner funded to repay it at once; any loan
 * the customer is still repaying is repaid first (one open loan per customer).
 */
export async function disbursedLoan(app: TestApp, who: SignedUp, operatorToken: string): Promise<number> {
  await verify(app, who);
  await fundReal(app, who, '1100');
  for (const open of (await loansOf(app, who)).list.filter((loan) => loan.status === 'repaying')) {
    await repay(app, who, open.id);
  }
  const product = await productOf(app, 7);
  const body = { productId: product.id, amount: '1000', signatureFileId: await uploadSignature(app, who) };
  const signed = await borrow(app, who, body);
  if (!signed.result) throw new Error(`loan: ${signed.code} ${signed.msg}`);
  await decide(app, operatorToken, signed.result.id);
  return signed.result.id;
}
