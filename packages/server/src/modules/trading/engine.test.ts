import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Money, type PositionRecord } from '@tp/contract';
import { call, startTestApp, type TestApp } from '../../../test/app.ts';
import { databaseKinds, postgresAvailable } from '../../../test/databases.ts';
import { signUp, type SignedUp } from '../../../test/signin.ts';
import { closeEntries, DEMO, helpers, ORDER, positionRow } from '../../../test/trading-engine.ts';
import { openPostgres, queryRows, type Database, type Db } from '../../db/client.ts';
import { buildApp, type App } from '../../http/app.ts';
import { createLimiters } from '../../core/rate-limits.ts';
import { createMailer } from '../auth/mailer.ts';
import { customerAccountId, findViolations, post, systemAccountId } from '../../ledger/index.ts';
import { TradingEngine } from './engine.ts';

describe.each(databaseKinds)('stop-loss / take-profit / stop-out engine on %s', (kind) => {
  let app: TestApp;
  let db: Db;
  const h = helpers(() => app);

  beforeAll(async () => {
    app = await startTestApp(kind, { log: h.log });
    db = app.database.db;
  });
  afterAll(async () => {
    expect(await findViolations(db)).toEqual([]);
    await app.close();
  });

  // Each test trades its own instrument, so that one test's prices never cross another's stops.

  it('fires a long stop-loss at the first tick at or below it, and records that tick', async () => {
    const who = await signUp(app);
    h.ticks('SOLUSDT', '110');
    const position = await h.open(who, 'SOLUSDT', { side: 'long', stopLoss: '100', takeProfit: '130' });
    h.ticks('SOLUSDT', '105');
    h.ticks('SOLUSDT', '100.01');
    await app.engine.whenIdle();
    expect((await positionRow(db, position.id)).status).toBe('open');
    const [, crossing] = h.ticks('SOLUSDT', '100.50', '99.00', '98.00');
    const closed = await h.waitClosed(db, position.id);
    expect(closed.closeReason).toBe('stop_loss');
    expect(Money.of(closed.closePrice!).eq('99')).toBe(true);
    expect(closed.closeTickTimeMs).toBe(crossing!.time);
    expect(Money.of(closed.profit!).eq(Money.of('99').minus('110').times(position.lots))).toBe(true);
    expect(await closeEntries(db, position.id)).toBe(1);
  });

  it('fires at a tick exactly at the stop', async () => {
    const who = await signUp(app);
    h.ticks('XRPUSDT', '2.5');
    const position = await h.open(who, 'XRPUSDT', { side: 'long', stopLoss: '2.4' });
    const [tick] = h.ticks('XRPUSDT', '2.4');
    const closed = await h.waitClosed(db, position.id);
    expect(closed.closeReason).toBe('stop_loss');
    expect(Money.of(closed.closePrice!).eq('2.4')).toBe(true);
    expect(closed.closeTickTimeMs).toBe(tick!.time);
  });

  it('fires a long take-profit at or above it', async () => {
    const who = await signUp(app);
    h.ticks('BNBUSDT', '110');
    const position = await h.open(who, 'BNBUSDT', { side: 'long', stopLoss: '100', takeProfit: '120' });
    h.ticks('BNBUSDT', '119.99');
    await app.engine.whenIdle();
    expect((await positionRow(db, position.id)).status).toBe('open');
    const [tick] = h.ticks('BNBUSDT', '120.00');
    const closed = await h.waitClosed(db, position.id);
    expect(closed.closeReason).toBe('take_profit');
    expect(Money.of(closed.closePrice!).eq('120')).toBe(true);
    expect(closed.closeTickTimeMs).toBe(tick!.time);
    expect(Money.of(closed.profit!).isPositive()).toBe(true);
  });

  it('fires a short stop-loss at or above it, at the gap price', async () => {
    const who = await signUp(app);
    h.ticks('LINKUSDT', '110');
    const position = await h.open(who, 'LINKUSDT', { side: 'short', stopLoss: '120', takeProfit: '100' });
    h.ticks('LINKUSDT', '119.99');
    await app.engine.whenIdle();
    expect((await positionRow(db, position.id)).status).toBe('open');
    const [tick] = h.ticks('LINKUSDT', '121.5');
    const closed = await h.waitClosed(db, position.id);
    expect(closed.closeReason).toBe('stop_loss');
    expect(Money.of(closed.closePrice!).eq('121.5')).toBe(true);
    expect(closed.closeTickTimeMs).toBe(tick!.time);
    expect(Money.of(closed.profit!).isNegative()).toBe(true);
  });

  it('fires a short take-profit at or below it', async () => {
    const who = await signUp(app);
    h.ticks('AVAXUSDT', '110');
    const position = await h.open(who, 'AVAXUSDT', { side: 'short', stopLoss: '120', takeProfit: '100' });
    h.ticks('AVAXUSDT', '100.01');
    await app.engine.whenIdle();
    expect((await positionRow(db, position.id)).status).toBe('open');
    const [tick] = h.ticks('AVAXUSDT', '100');
    const closed = await h.waitClosed(db, position.id);
    expect(closed.closeReason).toBe('take_profit');
    expect(Money.of(closed.closePrice!).eq('100')).toBe(true);
    expect(closed.closeTickTimeMs).toBe(tick!.time);
  });

  it('fills a gap through the stop at the first tick past it, not at the stop', async () => {
    const who = await signUp(app);
    h.ticks('DOTUSDT', '110');
    const position = await h.open(who, 'DOTUSDT', { side: 'long', stopLoss: '100' });
    h.ticks('DOTUSDT', '101');
    await app.engine.whenIdle();
    const [gap] = h.ticks('DOTUSDT', '95');
    h.ticks('DOTUSDT', '90');
    const closed = await h.waitClosed(db, position.id);
    expect(Money.of(closed.closePrice!).eq('95')).toBe(true);
    expect(closed.closeTickTimeMs).toBe(gap!.time);
    // What the customer sees cites the same tick.
    const record = await call<PositionRecord>(app.url, 'GET', `${ORDER}/getPositionById/${position.id}`, {
      token: who.token,
      headers: DEMO,
    });
    expect(record.result.closeTick).toEqual({ code: 'DOTUSDT', time: gap!.time, price: '95.000' });
    expect(record.result.closeReason).toBe('stop_loss');
  });

  it('does nothing on ticks that cross no stop, or on unusable ticks', async () => {
    const who = await signUp(app);
    h.ticks('ADAUSDT', '110');
    const position = await h.open(who, 'ADAUSDT', { side: 'long', stopLoss: '100', takeProfit: '120' });
    h.ticks('ADAUSDT', '100.01', '119.99', '110');
    app.feed.ingest([{ code: 'ADAUSDT', price: 1, priceText: 'not a price', time: Date.now() + 60_000 }]);
    await app.engine.whenIdle();
    const row = await positionRow(db, position.id);
    expect(row.status).toBe('open');
    expect(await closeEntries(db, position.id)).toBe(0);
  });

  it('never fires on ticks that are not live (history filled in at start)', async () => {
    const who = await signUp(app);
    h.ticks('TRXUSDT', '110');
    const position = await h.open(who, 'TRXUSDT', { side: 'long', stopLoss: '100' });
    // Older than a fill may use: the simulated history a node fills in at start, say.
    app.feed.ingest([{ code: 'TRXUSDT', price: 90, priceText: '90', time: Date.now() - 120_000 }]);
    await app.engine.whenIdle();
    expect((await positionRow(db, position.id)).status).toBe('open');
    const [tick] = h.ticks('TRXUSDT', '99');
    const closed = await h.waitClosed(db, position.id);
    expect(closed.closeTickTimeMs).toBe(tick!.time);
  });

  it('moves the trigger when the customer moves the stops', async () => {
    const who = await signUp(app);
    h.ticks('LTCUSDT', '110');
    const position = await h.open(who, 'LTCUSDT', { side: 'long', stopLoss: '100' });
    expect((await h.updateStops(who, position.id, '90', null, 'LTCUSDT')).code).toBe(200);
    h.ticks('LTCUSDT', '95');
    await app.engine.whenIdle();
    expect((await positionRow(db, position.id)).status).toBe('open');
    h.ticks('LTCUSDT', '110');
    expect((await h.updateStops(who, position.id, '105', '130', 'LTCUSDT')).code).toBe(200);
    // The stop removed: nothing fires below the old level.
    expect((await h.updateStops(who, position.id, null, '130', 'LTCUSDT')).code).toBe(200);
    h.ticks('LTCUSDT', '104');
    await app.engine.whenIdle();
    expect((await positionRow(db, position.id)).status).toBe('open');
    h.ticks('LTCUSDT', '110');
    expect((await h.updateStops(who, position.id, '105', '130', 'LTCUSDT')).code).toBe(200);
    const [tick] = h.ticks('LTCUSDT', '104.5');
    const closed = await h.waitClosed(db, position.id);
    expect(closed.closeReason).toBe('stop_loss');
    expect(Money.of(closed.closePrice!).eq('104.5')).toBe(true);
    expect(closed.closeTickTimeMs).toBe(tick!.time);
  });

  it('closes many crossed positions in bounded transactions', async () => {
    // A second engine on the same database and feed, closing at most 3 per transaction; the app's
    // own engine is paused so that this one does the work.
    await app.engine.stop();
    const engine = new TradingEngine({
      db,
      feed: app.feed,
      instruments: app.instruments,
      stopOutLevelPercent: 50,
      log: { error: (obj, msg) => console.error(msg, obj), warn: () => undefined },
      maxPerTransaction: 3,
    });
    try {
      const who = await signUp(app);
      h.ticks('UNIUSDT', '110');
      const opened: PositionRecord[] = [];
      for (let i = 0; i < 10; i++) {
        opened.push(await h.open(who, 'UNIUSDT', { side: i % 2 ? 'long' : 'short', stopLoss: i % 2 ? '100' : '120' }));
      }
      await engine.start();
      h.ticks('UNIUSDT', '99');
      await engine.whenIdle();
      for (const p of opened.filter((_, i) => i % 2)) expect((await positionRow(db, p.id)).status).toBe('closed');
      for (const p of opened.filter((_, i) => i % 2 === 0)) expect((await positionRow(db, p.id)).status).toBe('open');
      h.ticks('UNIUSDT', '125');
      await engine.whenIdle();
      for (const p of opened) {
        const row = await positionRow(db, p.id);
        expect(row.status).toBe('closed');
        expect(await closeEntries(db, p.id)).toBe(1);
      }
    } finally {
      await engine.stop();
      await app.engine.start();
    }
  });

  it('stops out the largest loser first and stops when the level recovers', async () => {
    const who = await signUp(app);
    // Leave the demo account 1125 USDT (the rest back to the issuer: a balanced entry).
    const account = await customerAccountId(db, who.user.id, 'demo', 'USDT');
    const issuer = await systemAccountId(db, 'demo_issuer', 'demo', 'USDT');
    await db.transaction((tx) =>
      post(tx, {
        kind: 'test_adjustment',
        mode: 'demo',
        currency: 'USDT',
        postings: [
          { accountId: account, amount: '-98875' },
          { accountId: issuer, amount: '98875' },
        ],
      }),
    );
    h.ticks('BTCUSDT', '1000');
    h.ticks('ETHUSDT', '100');
    // A: margin 500, fee 10. B: margin 100, fee 1. C (short): margin 10, fee 0.1. Cash then 503.9.
    const a = await h.open(who, 'BTCUSDT', { side: 'long', lots: '10', leverage: 20 });
    const b = await h.open(who, 'ETHUSDT', { side: 'long', lots: '10', leverage: 10 });
    const c = await h.open(who, 'ETHUSDT', { side: 'short', lots: '1', leverage: 10 });
    expect([a.margin, b.margin, c.margin]).toEqual(['500', '100', '10']);

    // Equity 1113.9 − 700 = 413.9 against 610 used: 67.9 %, above 50 %.
    h.ticks('BTCUSDT', '930');
    await app.engine.whenIdle();
    for (const p of [a, b, c]) expect((await positionRow(db, p.id)).status).toBe('open');

    // Both fall in one batch: equity 1113.9 − 700 − 400 + 40 = 53.9 → 8.8 %. Closing A (−700)
    // leaves 53.9 against 110 (49 %): B (−400) goes too; then 53.9 against 10: C stays.
    h.batch(['BTCUSDT', '930'], ['ETHUSDT', '60']);
    const closedB = await h.waitClosed(db, b.id);
    await app.engine.whenIdle();
    const closedA = await positionRow(db, a.id);
    expect(closedA.status).toBe('closed');
    expect(closedA.closeReason).toBe('stop_out');
    expect(closedB.closeReason).toBe('stop_out');
    expect(closedA.closeEntryId!).toBeLessThan(closedB.closeEntryId!);
    expect(Money.of(closedA.closePrice!).eq('930')).toBe(true);
    expect(Money.of(closedB.closePrice!).eq('60')).toBe(true);
    expect(closedA.absorbedLoss).toBeNull();
    expect(closedB.absorbedLoss).toBeNull();
    expect((await positionRow(db, c.id)).status).toBe('open');
    const cash = await queryRows<{ balance: string }>(
      db,
      sql`select balance::text as balance from ledger_accounts where id = ${account}`,
    );
    expect(Money.of(cash[0]!.balance).eq('3.9')).toBe(true);

    // Further ticks keep it open: the level is 539 %.
    h.ticks('ETHUSDT', '60');
    await app.engine.whenIdle();
    expect((await positionRow(db, c.id)).status).toBe('open');
  });
});

// ---------------------------------------------------------------------------------------------
// Races: only PostgreSQL has concurrent transactions.

/** The PostgreSQL database's URL (freshDatabase gives one for PostgreSQL). */
function urlOf(app: TestApp): string {
  const url = (app.database as Database & { url?: string | null }).url;
  if (!url) throw new Error('needs a PostgreSQL database');
  return url;
}

/** A second node: another server on the same PostgreSQL database, with its own feed and engine. */
async function secondNode(first: TestApp): Promise<{ node: App; database: Database; close(): Promise<void> }> {
  const url = urlOf(first);
  const database = await openPostgres(url, 5);
  const node = await buildApp({
    config: first.config,
    db: database.db,
    mailer: createMailer(null, first.config.mailFrom, { info() {} } as never),
    limiters: createLimiters(null),
    logger: false,
    runOptionsSettler: false,
  });
  await node.app.ready();
  return {
    node,
    database,
    async close() {
      await node.app.close();
      await database.close();
    },
  };
}

describe.runIf(postgresAvailable)('engine races on postgres', () => {
  let app: TestApp;
  let db: Db;
  const h = helpers(() => app);

  beforeAll(async () => {
    app = await startTestApp('postgres', { log: h.log });
    db = app.database.db;
  });
  afterAll(async () => {
    expect(await findViolations(db)).toEqual([]);
    await app.close();
  });

  it("closes a position once when the customer's close and the stop race", async () => {
    const customers = await Promise.all(Array.from({ length: 4 }, () => signUp(app)));
    h.ticks('SOLUSDT', '110');
    const opened: { who: SignedUp; position: PositionRecord }[] = [];
    for (const who of customers) {
      for (let i = 0; i < 5; i++)
        opened.push({ who, position: await h.open(who, 'SOLUSDT', { side: 'long', stopLoss: '100' }) });
    }
    await app.engine.syncNow();
    // The crossing tick and the customers' closes at once.
    const closes = Promise.all(opened.map(({ who, position }) => h.close(who, position.id)));
    h.ticks('SOLUSDT', '99');
    const answers = await closes;
    await app.engine.whenIdle();
    for (const answer of answers) expect([200, 10088]).toContain(answer.code);
    let byEngine = 0;
    for (const { position } of opened) {
      const row = await positionRow(db, position.id);
      expect(row.status).toBe('closed');
      expect(await closeEntries(db, position.id)).toBe(1);
      if (row.closeReason === 'stop_loss') byEngine++;
      else expect(row.closeReason).toBe('customer');
    }
    // Whoever won, each was closed exactly once: every close the customer was told succeeded is
    // a customer close, every other one the engine's.
    expect(opened.length - byEngine).toBe(answers.filter((a) => a.code === 200).length);
    expect(await findViolations(db)).toEqual([]);
  });

  it('two nodes with engines close a crossed position once', async () => {
    const second = await secondNode(app);
    try {
      const who = await signUp(app);
      const batch = h.ticks('NEARUSDT', '110');
      second.node.feed.ingest(batch);
      const opened: PositionRecord[] = [];
      for (let i = 0; i < 12; i++) {
        opened.push(await h.open(who, 'NEARUSDT', { side: i % 2 ? 'long' : 'short', stopLoss: i % 2 ? '100' : '120' }));
      }
      // The second node learns of them from the change numbers alone.
      await second.node.engine.syncNow();
      expect(opened.every((p) => second.node.engine.index.has(p.id))).toBe(true);
      // Every node's feed receives every tick.
      const crossDown = h.ticks('NEARUSDT', '100.5', '98');
      second.node.feed.ingest(crossDown);
      const crossUp = h.ticks('NEARUSDT', '121');
      second.node.feed.ingest(crossUp);
      await Promise.all([app.engine.whenIdle(), second.node.engine.whenIdle()]);
      for (const [i, p] of opened.entries()) {
        const row = await h.waitClosed(db, p.id);
        expect(await closeEntries(db, p.id)).toBe(1);
        expect(row.closeReason).toBe('stop_loss');
        expect(row.closeTickTimeMs).toBe(i % 2 ? crossDown[1]!.time : crossUp[0]!.time);
      }
      expect(await findViolations(db)).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('does not miss a change committed after a higher-numbered one', async () => {
    const who = await signUp(app);
    h.ticks('ARBUSDT', '110');
    const slow = await h.open(who, 'ARBUSDT', { side: 'long' });
    await app.engine.syncNow();
    expect(app.engine.index.has(slow.id)).toBe(false);
    // A transaction takes a change number for `slow` and holds it uncommitted...
    const client = new pg.Client({ connectionString: urlOf(app) });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(
        `update positions set stop_loss = 100, change_seq = nextval('position_change_seq') where id = $1`,
        [slow.id],
      );
      // ... while a later change commits and the engine reads it.
      const later = await h.open(who, 'ARBUSDT', { side: 'long', stopLoss: '90' });
      await h.waitTracked(app.engine, later.id);
      await client.query('commit');
    } finally {
      await client.end();
    }
    await app.engine.syncNow();
    expect(app.engine.index.has(slow.id)).toBe(true);
    const [tick] = h.ticks('ARBUSDT', '99.5');
    const closed = await h.waitClosed(db, slow.id);
    expect(closed.closeReason).toBe('stop_loss');
    expect(closed.closeTickTimeMs).toBe(tick!.time);
  });
});
