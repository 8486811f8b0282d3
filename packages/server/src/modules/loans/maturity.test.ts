import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Money, PLAN_DAY_MS, refusalReasons, type Loan, type LoanProduct } from '@tp/contract';
import { chargedDays, elapsedDays, interestAfter, totalInterest } from '@tp/contract/rules/loans';
import { databaseKinds, postgresAvailable } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { fundReal, withdraw, withdrawalBody } from '../../../test/money.ts';
import type { SignedUp } from '../../../test/signin.ts';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, loanCollections, notifications } from '../../db/schema.ts';
import { customerAccount, findViolations } from '../../ledger/index.ts';
import { LoanMaturity } from './maturity.ts';
import { borrow, decide, deciders, productOf, repay, uploadSignature, verifiedCustomer } from './loans.fixtures.ts';

const START = Date.parse('2026-06-01T08:00:00.000Z');
const silent = { error() {} };

describe('loan interest, worked by hand', () => {
  const loan = { amount: '1000', dailyRate: '0.0004', interestFreeDays: 7, days: 30 };

  it('charges nothing within the interest-free days and counts whole days only', () => {
    expect(elapsedDays(START, START + 7 * PLAN_DAY_MS + PLAN_DAY_MS - 1, 30)).toBe(7);
    expect(interestAfter(loan, 7).toString()).toBe('0');
    expect(chargedDays(3, 7)).toBe(0);
  });

  it('charges one day: 1000 × 0.0004 × 1 = 0.4', () => {
    expect(interestAfter(loan, 8).toString()).toBe('0.4');
  });

  it('charges the full term: 1000 × 0.0004 × 23 = 9.2, and never past the term', () => {
    expect(totalInterest(loan).toString()).toBe('9.2');
    expect(elapsedDays(START, START + 45 * PLAN_DAY_MS, 30)).toBe(30);
  });

  it('rounds once, down to 6 decimals: 333.333333 × 0.0004 × 5 = 0.66666666… → 0.666666', () => {
    expect(interestAfter({ ...loan, amount: '333.333333' }, 12).toString()).toBe('0.666666');
  });
});

describe.each(databaseKinds)('loans at maturity on %s', (kind) => {
  const clock = { now: new Date(START) };
  let app: TestApp;
  let db: Db;
  let week: LoanProduct;
  let operators: [string, string];

  beforeAll(async () => {
    app = await startTestApp(kind, { clock, planAccrual: false, tradingEngine: false, optionsSettler: false });
    db = app.database.db;
    week = await productOf(app, 7);
    operators = await deciders(app);
  });
  afterAll(async () => {
    expect(await findViolations(db)).toEqual([]);
    await app.close();
  });

  const cash = async (who: SignedUp) =>
    (
      await customerAccount(db, { userId: who.user.id, mode: 'real', currency: 'USDT' }, { lock: false })
    ).available.toString();
  const kindsFor = async (who: SignedUp) =>
    (
      await db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, who.user.id))
    ).map((row) => row.kind);

  /** A disbursed 7-day loan of 1000 (0.0005 a day, 3 free days: 1000 × 0.0005 × 4 = 2 interest). */
  async function disbursed(who: SignedUp): Promise<Loan> {
    clock.now = new Date(START);
    const body = { productId: week.id, amount: '1000', signatureFileId: await uploadSignature(app, who) };
    const loan = (await borrow(app, who, body)).result as Loan;
    expect((await decide(app, operators[0], loan.id)).result?.status).toBe('repaying');
    return loan;
  }

  it('collects principal and interest at maturity when the cash covers it', async () => {
    const who = await verifiedCustomer(app, '10');
    const loan = await disbursed(who);
    clock.now = new Date(START + 7 * PLAN_DAY_MS);
    await app.loanMaturity.collectDue(clock.now);
    expect(await cash(who)).toBe('8');
    expect(await kindsFor(who)).toEqual(expect.arrayContaining(['loan_approved', 'loan_repaid']));
    const [row] = await db.select().from(loanCollections).where(eq(loanCollections.loanId, loan.id));
    const figures = row && [row.kind, Money.of(row.principal).toString(), Money.of(row.interest).toString()];
    expect(figures).toEqual(['maturity', '1000', '2']);
  });

  it('collects what it can when the cash falls short, marks the loan expired and refuses withdrawals until repaid', async () => {
    const who = await verifiedCustomer(app);
    const loan = await disbursed(who);
    expect((await withdraw(app, who, withdrawalBody('600'))).code).toBe(200);
    clock.now = new Date(START + 7 * PLAN_DAY_MS + 1);
    await app.loanMaturity.collectDue(clock.now);
    expect(await cash(who)).toBe('0');
    expect(await kindsFor(who)).toContain('loan_expired');
    const answer = await repay(app, who, loan.id);
    expect(answer.code).toBe(10011);
    await fundReal(app, who, '800');
    expect((await withdraw(app, who, withdrawalBody('100'))).msg).toBe(refusalReasons.loanOverdue);
    // 1002 owed, 400 collected at maturity (interest 2 first, then 398 of principal): 602 left.
    const repaid = await repay(app, who, loan.id);
    expect(repaid.result).toMatchObject({ status: 'repaid', collected: '1002' });
    expect(await cash(who)).toBe('198');
  });

  it('collects a loan that fell due while no server ran, once, whichever node runs', async () => {
    const who = await verifiedCustomer(app, '50');
    const loan = await disbursed(who);
    const later = new Date(START + 10 * PLAN_DAY_MS);
    const restarted = new LoanMaturity({ db, now: () => later, log: silent });
    const other = new LoanMaturity({ db, now: () => later, log: silent });
    await Promise.all([restarted.collectDue(later), other.collectDue(later)]);
    await restarted.collectDue(later);
    const rows = await db.select().from(loanCollections).where(eq(loanCollections.loanId, loan.id));
    expect(rows).toHaveLength(1);
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reference, `loan:${loan.id}`), eq(ledgerEntries.kind, 'loan_collect')));
    expect(entries).toHaveLength(1);
    expect(await cash(who)).toBe('48');
  });

  it('collects the other loans of a batch when one fails, and that one at the next round', async () => {
    const [failing, fine] = [await verifiedCustomer(app, '10'), await verifiedCustomer(app, '10')];
    const [stuck, other] = [await disbursed(failing), await disbursed(fine)];
    // A fault in one loan's collection (here, a trigger refusing its row), as any error would be.
    await db.execute(
      sql.raw(`create function refuse_loan() returns trigger language plpgsql as $$
      begin if new.loan_id = ${stuck.id} then raise exception 'collection refused'; end if; return new; end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_loan before insert on loan_collections for each row execute function refuse_loan()',
      ),
    );
    const failures: unknown[] = [];
    const maturity = new LoanMaturity({ db, now: () => clock.now, log: { error: (obj) => failures.push(obj) } });
    clock.now = new Date(START + 7 * PLAN_DAY_MS);
    try {
      await maturity.collectDue(clock.now);
      expect(await cash(fine)).toBe('8');
      expect(await cash(failing)).toBe('1010');
      expect(failures).toEqual([expect.objectContaining({ loanId: stuck.id })]);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_loan on loan_collections'));
      await db.execute(sql.raw('drop function refuse_loan()'));
    }
    await maturity.collectDue(clock.now);
    expect(await cash(failing)).toBe('8');
    const collected = await db.select().from(loanCollections).where(eq(loanCollections.loanId, other.id));
    expect(collected).toHaveLength(1);
  });

  it.runIf(kind === 'postgres' && postgresAvailable)(
    'disburses once when two operators approve at the same moment',
    async () => {
      const who = await verifiedCustomer(app);
      clock.now = new Date(START);
      const body = { productId: week.id, amount: '1500', signatureFileId: await uploadSignature(app, who) };
      const loan = (await borrow(app, who, body)).result as Loan;
      const answers = await Promise.all(operators.map((token) => decide(app, token, loan.id)));
      expect(answers.map((a) => a.code).sort((a, b) => a - b)).toEqual([200, 10088]);
      const entries = await db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.reference, `loan:${loan.id}`), eq(ledgerEntries.kind, 'loan_disburse')));
      expect(entries).toHaveLength(1);
      expect(await cash(who)).toBe('1500');
    },
  );
});
