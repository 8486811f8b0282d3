import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fingerprintMatches, renderAgreement, type AgreementTerms } from './agreement.ts';
import { signaturePng } from './loans.fixtures.ts';

const folder = mkdtempSync(join(tmpdir(), 'agreement-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const termsFor = (borrowerName: string): AgreementTerms => ({
  loanId: 7,
  borrowerName,
  username: 'borrower7',
  country: 'DE',
  amount: '1000',
  days: 30,
  dailyRate: '0.001',
  interestFreeDays: 3,
  totalInterest: '27',
  repayAmount: '1027',
  signedAt: new Date('2026-03-02T10:00:00Z'),
  signaturePng: signaturePng(),
});

/** The agreement's text as poppler extracts it, one page, whitespace runs kept as written. */
async function textOf(borrowerName: string): Promise<{ text: string; pdf: Uint8Array; sha256: string }> {
  const { pdf, sha256 } = await renderAgreement(termsFor(borrowerName));
  const file = join(folder, `${sha256}.pdf`);
  writeFileSync(file, pdf);
  return { text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }), pdf, sha256 };
}

describe('the loan agreement prints the verified name in its own script', () => {
  it.each([
    ['Latin with accents', 'José Müller'],
    ['Cyrillic', 'Юлия Иванова'],
    ['Greek', 'Γιώργος Παπαδόπουλος'],
    ['simplified Chinese', '张伟'],
    ['traditional Chinese', '陳大文'],
    ['Japanese kanji and kana', '山田 花子 やまだ ハナコ'],
    ['Korean', '김민준'],
  ])('%s: the name reads back exactly, in the parties and the signing line', async (_, name) => {
    const { text, pdf, sha256 } = await textOf(name);
    expect(text).toContain(`${name} (account borrower7, DE)`);
    expect(text).toContain(`by ${name}`);
    expect(text).not.toContain('?');
    expect(fingerprintMatches(pdf, sha256)).toBe(true);
  });

  // The Arabic run is drawn shaped, in visual order; pdftotext reorders a right-to-left run back
  // to logical order and wraps it in bidi marks (U+202B … U+202C), which are dropped here. A name
  // without ligatures then reads back exactly. A ligature glyph (ين in ياسين, one glyph for two
  // letters) comes back with its two letters swapped by that reordering, so for such a name the
  // assertion is that every letter is printed, none missing, none added, none replaced.
  const signingLine = (text: string) =>
    (text.split('\n').find((line) => line.startsWith('Signed electronically')) ?? '').replace(/[\u202a-\u202e]/g, '');
  const letters = (text: string) => Array.from(text.replace(/\s/g, '')).sort().join('');

  it('Arabic without ligatures: the name reads back exactly', async () => {
    const { text, pdf, sha256 } = await textOf('محمد علي');
    expect(signingLine(text)).toBe('Signed electronically on 2026-03-02 by محمد علي');
    expect(fingerprintMatches(pdf, sha256)).toBe(true);
  });

  it('Arabic with a ligature: every letter of the name is printed, nothing else', async () => {
    const name = 'ياسين بن ثابت';
    const { text } = await textOf(name);
    const printed = signingLine(text).replace('Signed electronically on 2026-03-02 by ', '');
    expect(letters(printed)).toBe(letters(name));
    expect(text).not.toContain('?');
  });

  it('a Latin-1 name embeds no extra font; a Chinese one embeds only a subset', async () => {
    const latin = await renderAgreement(termsFor('José Müller'));
    const chinese = await renderAgreement(termsFor('张伟'));
    expect(Buffer.from(latin.pdf).includes('FontFile2')).toBe(false);
    expect(Buffer.from(chinese.pdf).includes('FontFile2')).toBe(true);
    expect(chinese.pdf.byteLength - latin.pdf.byteLength).toBeLessThan(60_000);
  });
});
