import fs from 'node:fs';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AccountFigures } from '@tp/contract';
import { call, startTestApp, type Answer, type TestApp } from '../../test/app.ts';
import { databaseKinds } from '../../test/databases.ts';
import {
  accountFigures,
  buyOption,
  closePosition,
  DEMO,
  fundReal,
  openBody,
  openPosition,
  optionBody,
  ORDER,
  REAL,
  recharge,
  rechargeBody,
  setPrice,
  withdraw,
  withdrawalBody,
  type Book,
} from '../../test/money.ts';
import { signUp, USER, type SignedUp } from '../../test/signin.ts';
import { queryRows } from '../db/client.ts';
import { idempotencyKeys, positions } from '../db/schema.ts';
import { findViolations } from '../ledger/index.ts';
import { IDEMPOTENCY_KEY_REUSED } from './idempotency.ts';

const drizzleFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The migration's statement that claims, for each customer, the keys its records stored before. */
function backfillStatement(): string {
  for (const file of fs.readdirSync(drizzleFolder).filter((name) => name.endsWith('.sql'))) {
    const statements = fs.readFileSync(path.join(drizzleFolder, file), 'utf8').split('--> statement-breakpoint');
    const found = statements.find((statement) => statement.includes('INSERT INTO "idempotency_keys"'));
    if (found) return found;
  }
  throw new Error('no migration fills idempotency_keys');
}

/**
 * One Idempotency-Key is one request of the customer, whatever the call and whichever the book:
 * the exact repeat answers the first result, anything else under the key answers 10088 and
 * changes nothing.
 */
describe.each(databaseKinds)('Idempotency-Key across money calls on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, { tradingEngine: false, optionsSettler: false });
  });
  afterAll(async () => {
    expect(await findViolations(app.database.db)).toEqual([]);
    await app.close();
  });

  /** A customer with 1000 USDT on the real account (and the demo grant), BTC priced now. */
  async function funded(): Promise<SignedUp> {
    const who = await signUp(app);
    await fundReal(app, who, '1000');
    setPrice(app, 'BTCUSDT', '60000.00');
    return who;
  }

  async function total(who: SignedUp, path: string, book: Book): Promise<number> {
    const answer = await call<{ total: number }>(app.url, 'GET', path, { token: who.token, headers: book });
    expect(answer.code).toBe(200);
    return answer.result.total;
  }

  const account = (who: SignedUp, book: Book): Promise<AccountFigures> => accountFigures(app, who, book);

  /** Every record a money call can leave, in both books, and both accounts' cash. */
  async function books(who: SignedUp) {
    const counts = await Promise.all([
      total(who, `${ORDER}/listPositions`, DEMO),
      total(who, `${ORDER}/listPositions`, REAL),
      total(who, `${ORDER}/listPositions?status=closed`, DEMO),
      total(who, `${ORDER}/listPositions?status=closed`, REAL),
      total(who, `${ORDER}/listOptionsOrder`, DEMO),
      total(who, `${ORDER}/listOptionsOrder`, REAL),
      total(who, `${USER}/listRecharge`, REAL),
      total(who, `${USER}/listWithdrwal`, REAL),
    ]);
    const cash = async (book: Book) => {
      const { balance, held } = await account(who, book);
      return { balance, held };
    };
    return { counts, demo: await cash(DEMO), real: await cash(REAL) };
  }

  function reused(answer: Answer): void {
    expect([answer.code, answer.msg, answer.result]).toEqual([10088, IDEMPOTENCY_KEY_REUSED, null]);
  }

  it('refuses a key of a demo open for a real open, and still answers the exact repeat', async () => {
    const a = await funded();
    const body = openBody(app);
    const demo = await openPosition(app, a, body, DEMO, 'k-open');
    expect([demo.code, demo.msg]).toEqual([200, '20004']);
    const state = await books(a);
    reused(await openPosition(app, a, body, REAL, 'k-open'));
    expect(await books(a)).toEqual(state);
    const again = await openPosition(app, a, body, DEMO, 'k-open');
    expect([again.code, again.msg, again.result?.id]).toEqual([200, '20004', demo.result!.id]);
    expect(await books(a)).toEqual(state);
    // The real book's own key is free, as a key of another customer is.
    expect((await openPosition(app, a, body, REAL, 'k-open-real')).code).toBe(200);
    expect((await openPosition(app, await funded(), body, REAL, 'k-open')).code).toBe(200);
  });

  it('refuses a key of a withdrawal for an open, an option or a deposit, and the other way round', async () => {
    const a = await funded();
    const taken = await withdraw(app, a, withdrawalBody('100'), 'k-money');
    expect([taken.code, taken.msg]).toEqual([200, '20003']);
    const state = await books(a);
    reused(await openPosition(app, a, openBody(app), REAL, 'k-money'));
    reused(await openPosition(app, a, openBody(app), DEMO, 'k-money'));
    reused(await buyOption(app, a, await optionBody(app), REAL, 'k-money'));
    reused(await recharge(app, a, await rechargeBody(app, a, '150'), 'k-money'));
    expect(await books(a)).toEqual(state);
    const again = await withdraw(app, a, withdrawalBody('100'), 'k-money');
    expect([again.code, again.msg, again.result]).toEqual([200, '20003', taken.result]);

    const opened = await openPosition(app, a, openBody(app), REAL, 'k-open');
    expect(opened.code).toBe(200);
    const bought = await buyOption(app, a, await optionBody(app), DEMO, 'k-option');
    expect(bought.code).toBe(200);
    const claimed = await recharge(app, a, await rechargeBody(app, a, '150'), 'k-deposit');
    expect(claimed.code).toBe(200);
    const after = await books(a);
    reused(await withdraw(app, a, withdrawalBody('100'), 'k-open'));
    reused(await withdraw(app, a, withdrawalBody('100'), 'k-option'));
    reused(await buyOption(app, a, await optionBody(app), DEMO, 'k-open'));
    reused(await openPosition(app, a, openBody(app), DEMO, 'k-option'));
    reused(await withdraw(app, a, withdrawalBody('100'), 'k-deposit'));
    reused(await closePosition(app, a, opened.result!.id, REAL, 'k-deposit'));
    expect(await books(a)).toEqual(after);
  });

  it('answers a repeated close with its first answer, and refuses its key for anything else', async () => {
    const a = await funded();
    const first = (await openPosition(app, a, openBody(app), DEMO)).result!;
    const second = (await openPosition(app, a, openBody(app), DEMO)).result!;
    const closed = await closePosition(app, a, first.id, DEMO, 'k-close');
    expect([closed.code, closed.result?.status]).toEqual([200, 'closed']);
    const state = await books(a);
    const again = await closePosition(app, a, first.id, DEMO, 'k-close');
    expect([again.code, again.msg, again.result]).toEqual([200, closed.msg, closed.result]);
    reused(await closePosition(app, a, second.id, DEMO, 'k-close'));
    reused(await closePosition(app, a, first.id, REAL, 'k-close'));
    reused(await openPosition(app, a, openBody(app), DEMO, 'k-close'));
    expect(await books(a)).toEqual(state);
  });

  it('lets exactly one of the calls racing under one key through', async () => {
    const a = await funded();
    const option = await optionBody(app);
    for (let round = 0; round < 4; round += 1) {
      const key = `k-race-${round}`;
      const before = await books(a);
      const answers = await Promise.all([
        openPosition(app, a, openBody(app), DEMO, key),
        openPosition(app, a, openBody(app), REAL, key),
        withdraw(app, a, withdrawalBody('50'), key),
        buyOption(app, a, option, REAL, key),
        buyOption(app, a, option, DEMO, key),
        openPosition(app, a, openBody(app), DEMO, key),
      ]);
      const codes = answers.map((answer) => answer.code);
      expect(codes.filter((code) => code === 200).length, codes.join()).toBeGreaterThanOrEqual(1);
      expect(
        codes.filter((code) => code !== 200 && code !== 10088),
        codes.join(),
      ).toEqual([]);
      const after = await books(a);
      const created = after.counts.reduce((n, count, i) => n + count - before.counts[i]!, 0);
      // The two identical demo opens may both answer 200, with one position.
      expect(created, codes.join()).toBe(1);
      const winners = answers.filter((answer) => answer.code === 200);
      if (winners.length === 2) expect(winners[0]!.result).toEqual(winners[1]!.result);
    }
  });

  // A group-committed batch locks the account, then claims its orders' keys; a call served alone
  // claims its key, then locks: under one key the two can deadlock, and PostgreSQL rolls one back.
  it.runIf(kind === 'postgres')('answers a call rolled back by a deadlock with its key, never with a 500', async () => {
    const a = await funded();
    const option = await optionBody(app);
    const db = app.database.db;
    let claimTheKey!: () => void;
    const optionWaits = new Promise<void>((resolve) => (claimTheKey = resolve));
    let locked!: () => void;
    const accountLocked = new Promise<void>((resolve) => (locked = resolve));
    const batch = db
      .transaction(async (tx) => {
        await tx.execute(sql`select id from ledger_accounts
          where user_id = ${a.user.id} and mode = 'demo' and kind = 'customer' for update`);
        locked();
        await optionWaits;
        await tx
          .insert(idempotencyKeys)
          .values({ userId: a.user.id, key: 'k-deadlock', call: 'openPosition', mode: 'demo', requestHash: 'other' });
        // Committed well after the rolled-back call has looked for the key's answer.
        await setTimeout(300);
      })
      .then(
        () => 'committed' as const,
        () => 'rolled back' as const,
      );
    await accountLocked;
    const bought = buyOption(app, a, option, DEMO, 'k-deadlock');
    await untilSomeoneWaitsOnALock();
    claimTheKey();
    const [answer, batchEnd] = await Promise.all([bought, batch]);
    expect([answer.code, batchEnd]).toEqual(batchEnd === 'committed' ? [10088, batchEnd] : [200, batchEnd]);
  });

  /** Until a session of this database waits on a lock (the option call, on the account's). */
  async function untilSomeoneWaitsOnALock(): Promise<void> {
    const waiting = sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
    await expect
      .poll(async () => (await queryRows(app.database.db, waiting)).length, { timeout: 2_000, interval: 10 })
      .toBeGreaterThan(0);
  }

  it('keeps the keys a database from before stored on its records, the earliest where two calls took one', async () => {
    const a = await funded();
    const db = app.database.db;
    const demo = (await openPosition(app, a, openBody(app), DEMO, 'k-old')).result!;
    const real = (await openPosition(app, a, openBody(app), REAL, 'k-old-real')).result!;
    const taken = (await withdraw(app, a, withdrawalBody('100'), 'k-old-withdrawal')).result!;
    // Before one namespace: the keys lived on the records only, and the real open reused the demo's.
    await db.update(positions).set({ idempotencyKey: 'k-old' }).where(eq(positions.id, real.id));
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, a.user.id));
    await db.execute(sql.raw(backfillStatement()));
    const state = await books(a);
    expect((await openPosition(app, a, openBody(app), DEMO, 'k-old')).result?.id).toBe(demo.id);
    reused(await openPosition(app, a, openBody(app), REAL, 'k-old'));
    expect((await withdraw(app, a, withdrawalBody('100'), 'k-old-withdrawal')).result).toEqual(taken);
    reused(await openPosition(app, a, openBody(app), DEMO, 'k-old-withdrawal'));
    expect(await books(a)).toEqual(state);
  });
});
