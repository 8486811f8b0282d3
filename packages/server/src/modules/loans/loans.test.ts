import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_DAY_MS, refusalReasons, type Loan, type LoanProduct } from '@tp/contract';
import { databaseKinds } from '../../../test/databases.ts';
import { call, startTestApp, type TestApp } from '../../../test/app.ts';
import { DEMO, fundReal } from '../../../test/money.ts';
import { signUp, USER, type SignedUp } from '../../../test/signin.ts';
import type { Db } from '../../db/client.ts';
import { loans } from '../../db/schema.ts';
import { customerAccount, findViolations } from '../../ledger/index.ts';
import { fingerprintMatches } from './agreement.ts';
import {
  borrow,
  decide,
  deciders,
  loansOf,
  productOf,
  repay,
  uploadSignature,
  verifiedCustomer,
} from './loans.fixtures.ts';

const START = Date.parse('2026-05-04T09:00:00.000Z');

describe.each(databaseKinds)('loans on %s', (kind) => {
  const clock = { now: new Date(START) };
  let app: TestApp;
  let db: Db;
  let month: LoanProduct;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp(kind, { clock, planAccrual: false, tradingEngine: false, optionsSettler: false });
    db = app.database.db;
    month = await productOf(app, 30);
    [admin] = await deciders(app);
  });
  afterAll(async () => {
    expect(await findViolations(db)).toEqual([]);
    await app.close();
  });

  const cash = async (who: SignedUp) =>
    (
      await customerAccount(db, { userId: who.user.id, mode: 'real', currency: 'USDT' }, { lock: false })
    ).available.toString();
  const agreement = (who: SignedUp, id: number) =>
    fetch(`${app.url}${USER}/loanAgreement/${id}`, { headers: { authorization: `Bearer ${who.token}` } });

  it('publishes the products with a higher maximum for verified customers', () => {
    expect(month).toMatchObject({
      days: 30,
      dailyRate: '0.0004',
      interestFreeDays: 7,
      minAmount: '100',
      status: 'open',
    });
    expect(Number(month.verifiedMaxAmount)).toBeGreaterThan(Number(month.maxAmount));
  });

  it('refuses each bad request with its code and writes nothing', async () => {
    const unverified = await signUp(app);
    const who = await verifiedCustomer(app);
    const other = await verifiedCustomer(app);
    const signed = await uploadSignature(app, who);
    const good = { productId: month.id, amount: '1000', signatureFileId: signed };
    const refusals: [SignedUp, object, object?][] = [
      [unverified, { ...good, signatureFileId: await uploadSignature(app, unverified) }],
      [who, good, DEMO],
      [who, { ...good, productId: 999 }],
      [who, { ...good, amount: '99.99' }],
      [who, { ...good, amount: '50000.01' }],
      [who, { ...good, signatureFileId: '' }],
      [who, { ...good, signatureFileId: await uploadSignature(app, who, false) }],
      [who, { ...good, signatureFileId: await uploadSignature(app, other) }],
    ];
    const answers = [];
    for (const [customer, body, book] of refusals) {
      const answer = await borrow(app, customer, body, book as never);
      answers.push([answer.status, answer.code, answer.msg]);
    }
    expect(answers).toEqual([
      [200, 10022, expect.any(String)],
      [200, 10088, refusalReasons.loanDemo],
      [200, 10023, expect.any(String)],
      [200, 10016, refusalReasons.loanAmountLimits],
      [200, 10016, refusalReasons.loanAmountLimits],
      [200, 10088, refusalReasons.signatureMissing],
      [200, 10088, refusalReasons.signatureBlank],
      [200, 10088, refusalReasons.signatureMissing],
    ]);
    expect((await loansOf(app, who)).total).toBe(0);
  });

  it('borrows, is disbursed once, and repays early with the interest accrued to that day', async () => {
    const who = await verifiedCustomer(app);
    const body = { productId: month.id, amount: '1000', signatureFileId: await uploadSignature(app, who) };
    const signed = await borrow(app, who, body, undefined, 'loan-key-1');
    expect([signed.code, signed.msg]).toEqual([200, '20001']);
    // 1000 × 0.0004 × (30 − 7) = 9.2 for the full term.
    expect(signed.result).toMatchObject({
      status: 'pending',
      totalInterest: '9.2',
      repayAmount: '1009.2',
      startTime: null,
    });
    const loan = signed.result as Loan;
    expect((await borrow(app, who, body, undefined, 'loan-key-1')).result?.id).toBe(loan.id);
    expect((await borrow(app, who, body)).msg).toBe(refusalReasons.loanOpen);
    expect(await cash(who)).toBe('0');

    const approved = await decide(app, admin, loan.id);
    expect(approved.result).toMatchObject({ status: 'repaying', startTime: START, dueTime: START + 30 * PLAN_DAY_MS });
    expect((await decide(app, admin, loan.id)).msg).toBe(refusalReasons.loanDecided);
    expect(await cash(who)).toBe('1000');

    clock.now = new Date(START + 12 * PLAN_DAY_MS + 1000);
    // 12 days elapsed, 7 free: 1000 × 0.0004 × 5 = 2.
    expect((await loansOf(app, who)).list[0]).toMatchObject({ currentInterest: '2', repayNowAmount: '1002' });
    expect((await repay(app, who, loan.id)).code).toBe(10011);
    await fundReal(app, who, '5');
    const repaid = await repay(app, who, loan.id);
    expect(repaid.result).toMatchObject({
      status: 'repaid',
      currentInterest: '2',
      collected: '1002',
      repayNowAmount: '0',
    });
    expect(await cash(who)).toBe('3');
    expect((await repay(app, who, loan.id)).msg).toBe(refusalReasons.loanNotRepayable);
    clock.now = new Date(START);
  });

  it('serves the signed agreement to its owner only, the same bytes, with the verified name, amount and fingerprint', async () => {
    const owner = await verifiedCustomer(app);
    const stranger = await verifiedCustomer(app, '5000');
    const body = { productId: month.id, amount: '2500.5', signatureFileId: await uploadSignature(app, owner) };
    const loan = (await borrow(app, owner, body)).result as Loan;

    const first = Buffer.from(await (await agreement(owner, loan.id)).arrayBuffer());
    const second = Buffer.from(await (await agreement(owner, loan.id)).arrayBuffer());
    expect(first.equals(second)).toBe(true);
    expect(fingerprintMatches(first, loan.agreementSha256)).toBe(true);
    expect(fingerprintMatches(Buffer.concat([first, Buffer.from(' ')]), loan.agreementSha256)).toBe(false);
    const folder = mkdtempSync(join(tmpdir(), 'loan-'));
    const file = join(folder, 'agreement.pdf');
    writeFileSync(file, first);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    rmSync(folder, { recursive: true, force: true });
    expect(text).toContain(owner.user.username);
    expect(text).toContain('2500.5 USDT');
    expect(text).toContain(loan.agreementSha256);

    const theirs = await agreement(stranger, loan.id);
    expect(theirs.headers.get('content-type')).toContain('application/json');
    expect(((await theirs.json()) as { code: number }).code).toBe(10088);
    expect((await repay(app, stranger, loan.id)).msg).toBe(refusalReasons.noSuchLoan);
    expect((await loansOf(app, stranger)).total).toBe(0);
    const rejected = await decide(app, admin, loan.id, 'Income not documented');
    expect(rejected.result).toMatchObject({ status: 'rejected', rejectReason: 'Income not documented' });
    expect((await loansOf(app, owner)).list[0]?.status).toBe('rejected');
    const rows = await db.select({ id: loans.id }).from(loans);
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('answers visitors the product list without a session', async () => {
    const answer = await call(app.url, 'GET', '/swx/customer/index/listLoanProducts');
    expect(answer.code).toBe(200);
  });
});
