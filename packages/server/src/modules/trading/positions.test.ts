import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Money, type AccountFigures, type PositionQuote, type PositionRecord } from '@tp/contract';
import { call, startTestApp, type Answer, type TestApp } from '../../../test/app.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { signUp, USER, type SignedUp } from '../../../test/signin.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { ledgerEntries, notifications, positions } from '../../db/schema.ts';
import { accountBalance, customerAccountId, findViolations, post, systemAccountId } from '../../ledger/index.ts';
import { ADDRESSES } from '../wallet/wallet.fixtures.ts';
import { closeLockedPosition, conversionFor, freshTick } from './close.ts';
import { messages } from './positions.ts';

const ORDER = '/swx/customer/order';
const DEMO = { virtually: 'NO' };
const REAL = { virtually: 'YES' };
/** A Thursday 10:00 and a Saturday 10:00 in New York: the US stock market open, then closed. */
const THURSDAY_OPEN = new Date('2026-11-19T15:00:00Z');
const SATURDAY = new Date('2026-11-21T15:00:00Z');

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

describe.each(databaseKinds)('positions on %s', (kind) => {
  let app: TestApp;
  let db: Db;
  /** The server's clock: the real time unless a test pins it. */
  let pinned: Date | null = null;
  const clock = {
    get now() {
      return pinned ?? new Date();
    },
  };

  beforeAll(async () => {
    // The stop engine has its own suite: here prices jump where no customer's stop would allow it.
    app = await startTestApp(kind, { clock, tradingEngine: false });
    db = app.database.db;
  });
  afterAll(async () => {
    expect(await findViolations(db)).toEqual([]);
    await app.close();
  });

  // -------------------------------------------------------------------------------------------
  // Helpers

  const idOf = (code: string): number => {
    const instrument = app.instruments.find((i) => i.code === code);
    if (!instrument) throw new Error(`no instrument ${code}`);
    return instrument.id;
  };

  function setPrice(code: string, priceText: string, time = clock.now.getTime()): void {
    app.feed.ingest([{ code, price: Number(priceText), priceText, time }]);
  }

  function open(
    who: SignedUp,
    body: Record<string, unknown>,
    options: { headers?: Record<string, string>; key?: string } = {},
  ): Promise<Answer<PositionRecord | null>> {
    const headers = { ...(options.headers ?? DEMO), ...(options.key ? { 'idempotency-key': options.key } : {}) };
    return call(app.url, 'POST', `${ORDER}/openPosition`, { token: who.token, body, headers });
  }

  async function opened(who: SignedUp, body: Record<string, unknown>, headers = DEMO): Promise<PositionRecord> {
    const answer = await open(who, body, { headers });
    expect([answer.code, answer.msg]).toEqual([200, '20004']);
    return answer.result!;
  }

  function close(who: SignedUp, id: number, headers = DEMO): Promise<Answer<PositionRecord | null>> {
    return call(app.url, 'POST', `${ORDER}/closePosition`, { token: who.token, body: { id }, headers });
  }

  function updateStops(
    who: SignedUp,
    body: { id: number; stopLoss: string | null; takeProfit: string | null },
    headers = DEMO,
  ): Promise<Answer<PositionRecord | null>> {
    return call(app.url, 'POST', `${ORDER}/updatePositionStops`, { token: who.token, body, headers });
  }

  function get(who: SignedUp, id: number, headers = DEMO): Promise<Answer<PositionRecord | null>> {
    return call(app.url, 'GET', `${ORDER}/getPositionById/${id}`, { token: who.token, headers });
  }

  async function list(who: SignedUp, query = '', headers = DEMO): Promise<Page<PositionRecord>> {
    const answer = await call<Page<PositionRecord>>(app.url, 'GET', `${ORDER}/listPositions${query}`, {
      token: who.token,
      headers,
    });
    expect([answer.code, answer.msg]).toEqual([200, 'ok']);
    return answer.result;
  }

  async function account(who: SignedUp, headers = DEMO): Promise<AccountFigures> {
    const answer = await call<AccountFigures>(app.url, 'GET', `${USER}/getAccount`, { token: who.token, headers });
    expect(answer.code).toBe(200);
    return answer.result;
  }

  /** The customer's cash account (ledger balance) of a mode. */
  async function cash(who: SignedUp, mode: 'demo' | 'real' = 'demo') {
    const balance = await accountBalance(db, await customerAccountId(db, who.user.id, mode, 'USDT'));
    return { balance: balance.balance.toString(), held: balance.held.toString() };
  }

  async function systemBalance(kindOf: 'margin' | 'fee' | 'house', mode: 'demo' | 'real' = 'demo'): Promise<Money> {
    return (await accountBalance(db, await systemAccountId(db, kindOf, mode, 'USDT'))).balance;
  }

  async function systemBalances(mode: 'demo' | 'real' = 'demo') {
    return {
      margin: await systemBalance('margin', mode),
      fee: await systemBalance('fee', mode),
      house: await systemBalance('house', mode),
    };
  }

  const delta = (after: Money, before: Money) => after.minus(before).toString();

  /** Everything a refused call must leave as it was. */
  async function books(who: SignedUp) {
    const [counts] = await queryRows<{ positions: number; entries: number; postings: number; changes: string }>(
      db,
      sql`select (select count(*)::int from positions) as positions,
                 (select count(*)::int from ledger_entries) as entries,
                 (select count(*)::int from ledger_postings) as postings,
                 (select coalesce(max(change_seq), 0)::text from positions) as changes`,
    );
    return { ...counts, demo: await cash(who, 'demo'), real: await cash(who, 'real') };
  }

  function refused(answer: Answer, code: number, msg?: string): void {
    expect(answer.code).toBe(code);
    if (msg !== undefined) expect(answer.msg).toBe(msg);
    expect(answer.result).toBeNull();
  }

  async function entryOf(reference: string, kindOf: string) {
    const rows = await db
      .select()
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.reference} = ${reference} and ${ledgerEntries.kind} = ${kindOf}`);
    return rows;
  }

  async function row(id: number) {
    const rows = await db.select().from(positions).where(eq(positions.id, id));
    return rows[0]!;
  }

  // -------------------------------------------------------------------------------------------
  // Opening, valuing and closing

  it('opens a long with a stop-loss: margin and fee posted exactly, the tick recorded, books balanced', async () => {
    const a = await signUp(app);
    setPrice('BTCUSDT', '100000.00');
    const before = await systemBalances();
    // notional 0.5 × 1 × 100000 = 50000; margin 50000 / 10 = 5000; fee 50000 × 0.001 = 50
    const position = await opened(a, {
      instrumentId: idOf('BTCUSDT'),
      side: 'long',
      lots: '0.5',
      leverage: 10,
      stopLoss: '95000',
    });
    expect(position).toMatchObject({
      mode: 'demo',
      code: 'BTCUSDT',
      appName: 'Bitcoin',
      type: 2,
      side: 'long',
      lots: '0.5',
      leverage: 10,
      contractSize: '1',
      status: 'open',
      openPrice: '100000.00',
      openTick: { code: 'BTCUSDT', price: '100000.00' },
      openConversion: null,
      margin: '5000',
      fee: '50',
      stopLoss: '95000.00',
      takeProfit: null,
      currentPrice: '100000.00',
      floatingProfit: '0',
      closePrice: null,
      closeTick: null,
      closeReason: null,
      profit: null,
      absorbedLoss: null,
      closedAt: null,
    });
    expect(await cash(a)).toEqual({ balance: '94950', held: '0' });
    const after = await systemBalances();
    expect([
      delta(after.margin, before.margin),
      delta(after.fee, before.fee),
      delta(after.house, before.house),
    ]).toEqual(['5000', '50', '0']);
    // The entry and the position name each other.
    const [entry] = await entryOf(`position:${position.id}`, 'position_open');
    expect((await row(position.id)).openEntryId).toBe(entry!.id);
    expect(await findViolations(db)).toEqual([]);
  });

  it('values an open position at the live price, and the account figures follow', async () => {
    const a = await signUp(app);
    setPrice('ETHUSDT', '4000.00');
    // notional 3 × 4000 = 12000; margin 12000 / 10 = 1200; fee 12
    const position = await opened(a, { instrumentId: idOf('ETHUSDT'), side: 'long', lots: '3', leverage: 10 });
    expect(await account(a)).toEqual({
      mode: 'demo',
      currency: 'USDT',
      balance: '99988',
      held: '0',
      usedMargin: '1200',
      freeMargin: '98788',
      expectedProfit: '0',
      equity: '99988',
    });
    setPrice('ETHUSDT', '4012.35');
    // floating (4012.35 − 4000) × 3 = 37.05
    expect((await get(a, position.id)).result).toMatchObject({ currentPrice: '4012.35', floatingProfit: '37.05' });
    // cash 100000 − 1212 = 98788; balance = cash + used margin = 99988; equity = 99988 + 37.05;
    // free = equity − used margin − held = 98825.05
    expect(await account(a)).toEqual({
      mode: 'demo',
      currency: 'USDT',
      balance: '99988',
      held: '0',
      usedMargin: '1200',
      freeMargin: '98825.05',
      expectedProfit: '37.05',
      equity: '100025.05',
    });
    setPrice('ETHUSDT', '3990.10');
    // (3990.10 − 4000) × 3 = −29.7
    const page = await list(a, '?status=open');
    expect(page.list.map((p) => [p.id, p.floatingProfit])).toEqual([[position.id, '-29.7']]);
    expect((await account(a)).freeMargin).toBe('98758.3');
  });

  it('closes with a profit: margin back plus the profit, paid by the house', async () => {
    const a = await signUp(app);
    setPrice('SOLUSDT', '200.00');
    // notional 100 × 200 = 20000; margin 20000 / 5 = 4000; fee 20
    const position = await opened(a, { instrumentId: idOf('SOLUSDT'), side: 'long', lots: '100', leverage: 5 });
    expect(await cash(a)).toEqual({ balance: '95980', held: '0' });
    setPrice('SOLUSDT', '203.47');
    const before = await systemBalances();
    const answer = await close(a, position.id);
    expect([answer.code, answer.msg]).toEqual([200, 'ok']);
    // profit (203.47 − 200) × 100 = 347; customer receives 4000 + 347
    expect(answer.result).toMatchObject({
      status: 'closed',
      closePrice: '203.47',
      closeTick: { code: 'SOLUSDT', price: '203.47' },
      closeConversion: null,
      closeReason: 'customer',
      profit: '347',
      absorbedLoss: null,
      currentPrice: null,
      floatingProfit: null,
    });
    expect(answer.result!.closedAt).not.toBeNull();
    expect(await cash(a)).toEqual({ balance: '100327', held: '0' });
    const after = await systemBalances();
    expect([
      delta(after.margin, before.margin),
      delta(after.fee, before.fee),
      delta(after.house, before.house),
    ]).toEqual(['-4000', '0', '-347']);
    const closed = await row(position.id);
    const [entry] = await entryOf(`position:${position.id}`, 'position_close');
    expect(closed.closeEntryId).toBe(entry!.id);
    // The customer closed it: no notification.
    expect(await db.select().from(notifications).where(eq(notifications.userId, a.user.id))).toHaveLength(0);

    const again = await close(a, position.id);
    refused(again, 10088, messages.alreadyClosed);
    expect(await cash(a)).toEqual({ balance: '100327', held: '0' });
    expect(await account(a)).toMatchObject({ balance: '100327', usedMargin: '0', equity: '100327' });
  });

  it('closes a short with a loss: the customer pays the loss out of the margin, the house receives it', async () => {
    const a = await signUp(app);
    setPrice('BNBUSDT', '1000.00');
    // notional 2 × 1000 = 2000; margin 2000 / 2 = 1000; fee 2
    const position = await opened(a, { instrumentId: idOf('BNBUSDT'), side: 'short', lots: '2', leverage: 2 });
    setPrice('BNBUSDT', '1100.25');
    const before = await systemBalances();
    const answer = await close(a, position.id);
    // short profit (1000 − 1100.25) × 2 = −200.5; customer receives 1000 − 200.5 = 799.5
    expect(answer.result).toMatchObject({ status: 'closed', profit: '-200.5', absorbedLoss: null });
    // 100000 − 1002 + 799.5
    expect(await cash(a)).toEqual({ balance: '99797.5', held: '0' });
    const after = await systemBalances();
    expect([delta(after.margin, before.margin), delta(after.house, before.house)]).toEqual(['-1000', '200.5']);
    expect(await findViolations(db)).toEqual([]);
  });

  it('protects against a negative balance: a gap past the cash leaves 0 available, the house absorbs the rest', async () => {
    const a = await signUp(app);
    setPrice('BTCUSDT', '100000.00');
    // notional 10 × 100000 = 1,000,000; margin / 20 = 50000; fee 1000; cash left 49000
    const position = await opened(a, { instrumentId: idOf('BTCUSDT'), side: 'long', lots: '10', leverage: 20 });
    expect(await cash(a)).toEqual({ balance: '49000', held: '0' });
    setPrice('BTCUSDT', '90000.00');
    const before = await systemBalances();
    const answer = await close(a, position.id);
    // profit (90000 − 100000) × 10 = −100000: the customer owes 100000 − 50000 margin = 50000 more,
    // has 49000: pays 49000, the house absorbs 1000 and receives 50000 + 49000 = 99000.
    expect(answer.result).toMatchObject({ status: 'closed', profit: '-100000', absorbedLoss: '1000' });
    expect(await cash(a)).toEqual({ balance: '0', held: '0' });
    const after = await systemBalances();
    expect([delta(after.margin, before.margin), delta(after.house, before.house)]).toEqual(['-50000', '99000']);
    const closed = await row(position.id);
    expect([Money.of(closed.profit!).toString(), Money.of(closed.absorbedLoss!).toString()]).toEqual([
      '-100000',
      '1000',
    ]);
    expect(await account(a)).toMatchObject({ balance: '0', freeMargin: '0', equity: '0' });
    expect(await findViolations(db)).toEqual([]);
    // With nothing left, the next order is refused.
    refused(await open(a, { instrumentId: idOf('BTCUSDT'), side: 'long', lots: '0.001', leverage: 1 }), 10011);
  });

  it('lets the engine close through closeLockedPosition, which records the reason and notifies', async () => {
    const a = await signUp(app);
    // Forex trades on weekdays: the test runs on a Thursday.
    pinned = THURSDAY_OPEN;
    try {
      await engineCloses(a);
    } finally {
      pinned = null;
    }
  });

  async function engineCloses(a: SignedUp): Promise<void> {
    setPrice('USDJPY', '151.842');
    setPrice('EURJPY', '176.820');
    // rate 1 / 151.842 → 0.0065857931; notional 0.1 × 100000 × 176.820 × rate = 11644.99935942
    // margin / 20 → 582.249968 (up); fee × 0.0005 → 5.8225 (up)
    const position = await opened(a, {
      instrumentId: idOf('EURJPY'),
      side: 'long',
      lots: '0.1',
      leverage: 20,
      stopLoss: '176.500',
    });
    expect(position).toMatchObject({
      margin: '582.249968',
      fee: '5.8225',
      openConversion: { code: 'USDJPY', rate: '0.0065857931' },
    });
    const seq = (await row(position.id)).changeSeq;
    pinned = new Date(THURSDAY_OPEN.getTime() + 1000);
    setPrice('USDJPY', '152.310');
    setPrice('EURJPY', '176.455');
    const now = clock.now;
    const closed = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(positions).where(eq(positions.id, position.id)).for('update');
      return closeLockedPosition(tx, locked!, {
        tick: freshTick(app.feed, 'EURJPY', now),
        conversion: conversionFor(app.feed, { code: 'EURJPY', type: 1 }, now),
        reason: 'stop_loss',
        now,
      });
    });
    // (176.455 − 176.820) × 0.1 × 100000 × 0.0065655571 = −23.964283415 → −23.964283
    expect([closed.status, closed.closeReason, Money.of(closed.profit!).toString(), closed.closeRateCode]).toEqual([
      'closed',
      'stop_loss',
      '-23.964283',
      'USDJPY',
    ]);
    expect((await get(a, position.id)).result).toMatchObject({
      closeConversion: { code: 'USDJPY', rate: '0.0065655571' },
      closeReason: 'stop_loss',
    });
    // 100000 − 582.249968 − 5.8225 + 582.249968 − 23.964283
    expect(await cash(a)).toEqual({ balance: '99970.213217', held: '0' });
    const told = await db.select().from(notifications).where(eq(notifications.userId, a.user.id));
    expect(told.map((n) => [n.kind, n.payload])).toEqual([
      ['position_closed', { positionId: position.id, code: 'EURJPY', reason: 'stop_loss', profit: '-23.964283' }],
    ]);
    expect(closed.changeSeq).toBeGreaterThan(seq);
  }

  it('quotes without writing anything, with the same checks as the order', async () => {
    const a = await signUp(app);
    setPrice('BTCUSDT', '104250.57');
    const state = await books(a);
    const answer = await call<PositionQuote>(
      app.url,
      'GET',
      `${ORDER}/quotePosition?instrumentId=${idOf('BTCUSDT')}&side=short&lots=0.003&leverage=20`,
      { token: a.token, headers: DEMO },
    );
    expect(answer.code).toBe(200);
    // 0.003 × 104250.57 = 312.75171; margin /20 = 15.6375855 → 15.637586; fee × 0.001 → 0.312752
    expect(answer.result).toMatchObject({
      price: { code: 'BTCUSDT', price: '104250.57' },
      conversion: null,
      notional: '312.75171',
      margin: '15.637586',
      fee: '0.312752',
      freeMargin: '100000',
      freeMarginAfter: '99984.049662',
    });
    const offered = await call(
      app.url,
      'GET',
      `${ORDER}/quotePosition?instrumentId=${idOf('BTCUSDT')}&side=short&lots=0.003&leverage=3`,
      { token: a.token, headers: DEMO },
    );
    refused(offered, 10088, messages.leverage);
    expect(await books(a)).toEqual(state);
  });

  // -------------------------------------------------------------------------------------------
  // Refusals: coded, and nothing changes

  it('refuses bad orders with their codes and changes nothing', async () => {
    const a = await signUp(app);
    setPrice('BTCUSDT', '100000.00');
    setPrice('DOGEUSDT', '0.18745');
    setPrice('XRPUSDT', '2.4512', Date.now() - 61_000);
    const btc = { instrumentId: idOf('BTCUSDT'), side: 'long', lots: '0.01', leverage: 10 };
    const state = await books(a);
    const cases: [string, Record<string, unknown>, number, string?][] = [
      ['negative lots', { ...btc, lots: '-0.01' }, 10016],
      ['zero lots', { ...btc, lots: '0' }, 10016],
      ['more decimals than the step', { ...btc, lots: '0.0015' }, 10016],
      ['off the step', { ...btc, instrumentId: idOf('DOGEUSDT'), lots: '15' }, 10016],
      ['below the minimum', { ...btc, lots: '0.0001' }, 10016],
      ['above the maximum', { ...btc, lots: '50.001' }, 10016],
      ['not a decimal', { ...btc, lots: '1e2' }, 10016],
      ['leverage not offered', { ...btc, leverage: 3 }, 10088, messages.leverage],
      ['long stop-loss above the price', { ...btc, stopLoss: '100000.01' }, 10088, messages.stops],
      ['long stop-loss at the price', { ...btc, stopLoss: '100000' }, 10088, messages.stops],
      ['long take-profit below the price', { ...btc, takeProfit: '99999.99' }, 10088, messages.stops],
      ['short stop-loss below the price', { ...btc, side: 'short', stopLoss: '99999' }, 10088, messages.stops],
      ['short take-profit above the price', { ...btc, side: 'short', takeProfit: '100001' }, 10088, messages.stops],
      ['stop with more decimals than the price', { ...btc, stopLoss: '90000.001' }, 10088, messages.stops],
      ['negative stop', { ...btc, stopLoss: '-1' }, 10088, messages.stops],
      ['unknown instrument', { ...btc, instrumentId: 999_999 }, 10014],
      ['no price yet', { ...btc, instrumentId: idOf('LTCUSDT'), lots: '0.1' }, 10015],
      ['stale price', { ...btc, instrumentId: idOf('XRPUSDT'), lots: '1' }, 10015],
      ['no conversion price', { ...btc, instrumentId: idOf('EURAUD'), lots: '0.01' }, 10015],
      ['more than the free margin', { ...btc, lots: '50', leverage: 1 }, 10011],
      ['unknown field', { ...btc, extra: 1 }, 10088],
    ];
    for (const [name, body, code, msg] of cases) {
      const answer = await open(a, body);
      expect([name, answer.code]).toEqual([name, code]);
      refused(answer, code, msg);
    }
    expect(await books(a)).toEqual(state);
    expect(await list(a)).toMatchObject({ total: 0, list: [] });
  });

  it('refuses orders and closes in a closed market with 10015', async () => {
    const a = await signUp(app);
    pinned = THURSDAY_OPEN;
    try {
      setPrice('AAPL', '268.45', THURSDAY_OPEN.getTime());
      // 7 × 268.45 = 1879.15; margin / 5 = 375.83; fee × 0.0008 = 1.50332
      const position = await opened(a, { instrumentId: idOf('AAPL'), side: 'long', lots: '7', leverage: 5 });
      expect([position.margin, position.fee]).toEqual(['375.83', '1.50332']);
      pinned = SATURDAY;
      const state = await books(a);
      refused(await open(a, { instrumentId: idOf('AAPL'), side: 'long', lots: '1', leverage: 5 }), 10015);
      refused(await close(a, position.id), 10015);
      expect(await books(a)).toEqual(state);
      expect((await get(a, position.id)).result).toMatchObject({ status: 'open', currentPrice: '268.45' });
    } finally {
      pinned = null;
    }
  });

  it("keeps customers to their own positions: another's cannot be closed, changed or read", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    setPrice('LINKUSDT', '18.452');
    const position = await opened(a, { instrumentId: idOf('LINKUSDT'), side: 'long', lots: '10', leverage: 5 });
    const state = await books(a);
    refused(await close(b, position.id), 10088, messages.noSuchPosition);
    refused(
      await updateStops(b, { id: position.id, stopLoss: '10', takeProfit: null }),
      10088,
      messages.noSuchPosition,
    );
    refused(await get(b, position.id), 10088, messages.noSuchPosition);
    refused(await close(b, 987_654_321), 10088, messages.noSuchPosition);
    expect(await list(b)).toMatchObject({ total: 0 });
    // The other book of the owner is another customer too.
    refused(await close(a, position.id, REAL), 10088, messages.noSuchPosition);
    refused(await get(a, position.id, REAL), 10088, messages.noSuchPosition);
    expect(await books(a)).toEqual(state);
    expect((await get(a, position.id)).result).toMatchObject({ status: 'open', stopLoss: null });
  });

  it('moves the stops of an open position: 20005, checked against the current price, change sequence bumped', async () => {
    const a = await signUp(app);
    setPrice('AVAXUSDT', '24.385');
    const position = await opened(a, { instrumentId: idOf('AVAXUSDT'), side: 'short', lots: '10', leverage: 5 });
    const seq = (await row(position.id)).changeSeq;
    const answer = await updateStops(a, { id: position.id, stopLoss: '25.000', takeProfit: '23.5' });
    expect([answer.code, answer.msg]).toEqual([200, '20005']);
    expect(answer.result).toMatchObject({ stopLoss: '25.000', takeProfit: '23.500' });
    const seq2 = (await row(position.id)).changeSeq;
    expect(seq2).toBeGreaterThan(seq);

    const state = await books(a);
    refused(await updateStops(a, { id: position.id, stopLoss: '24', takeProfit: null }), 10088, messages.stops);
    refused(await updateStops(a, { id: position.id, stopLoss: null, takeProfit: '24.4' }), 10088, messages.stops);
    refused(await updateStops(a, { id: position.id, stopLoss: '25.0001', takeProfit: null }), 10088, messages.stops);
    expect(await books(a)).toEqual(state);

    const removed = await updateStops(a, { id: position.id, stopLoss: null, takeProfit: null });
    expect(removed.result).toMatchObject({ stopLoss: null, takeProfit: null });
    expect((await row(position.id)).changeSeq).toBeGreaterThan(seq2);
    await close(a, position.id);
    refused(await updateStops(a, { id: position.id, stopLoss: null, takeProfit: null }), 10088, messages.alreadyClosed);
  });

  // -------------------------------------------------------------------------------------------
  // Idempotency

  it('answers a repeat with the same Idempotency-Key with the first position, and refuses the key for another order', async () => {
    const a = await signUp(app);
    setPrice('DOTUSDT', '3.412');
    const body = { instrumentId: idOf('DOTUSDT'), side: 'long', lots: '100', leverage: 10 };
    const first = await open(a, body, { key: 'open-1' });
    expect([first.code, first.msg]).toEqual([200, '20004']);
    const state = await books(a);
    // Same order, spelled differently (trailing zero): the same request.
    const again = await open(a, { ...body, lots: '100.0' }, { key: 'open-1' });
    expect([again.code, again.msg, again.result?.id]).toEqual([200, '20004', first.result!.id]);
    refused(await open(a, { ...body, lots: '200' }, { key: 'open-1' }), 10088, messages.idempotencyReused);
    expect(await books(a)).toEqual(state);
    // The key is the customer's: another customer may use it.
    const b = await signUp(app);
    const other = await open(b, body, { key: 'open-1' });
    expect(other.code).toBe(200);
    expect(other.result!.id).not.toBe(first.result!.id);
  });

  it('writes once when the same keyed order arrives several times at once', async () => {
    const a = await signUp(app);
    setPrice('TONUSDT', '2.634');
    const body = { instrumentId: idOf('TONUSDT'), side: 'short', lots: '50', leverage: 2 };
    const answers = await Promise.all(Array.from({ length: 6 }, () => open(a, body, { key: 'burst' })));
    expect(answers.map((x) => x.code)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((x) => x.result!.id)).size).toBe(1);
    expect((await list(a)).total).toBe(1);
    // 50 × 2.634 = 131.7; margin 65.85; fee 0.1317
    expect(await cash(a)).toEqual({ balance: '99934.0183', held: '0' });
    expect(await entryOf(`position:${answers[0]!.result!.id}`, 'position_open')).toHaveLength(1);
  });

  it('never spends more than the free margin when orders race', async () => {
    const a = await signUp(app);
    setPrice('BCHUSDT', '500.00');
    // each: 60 × 500 = 30000; margin / 1 = 30000; fee 30: three fit in 100000, a fourth does not
    const body = { instrumentId: idOf('BCHUSDT'), side: 'long', lots: '60', leverage: 1 };
    const answers = await Promise.all(Array.from({ length: 6 }, () => open(a, body)));
    expect(answers.map((x) => x.code).sort((x, y) => x - y)).toEqual([200, 200, 200, 10011, 10011, 10011]);
    expect(await cash(a)).toEqual({ balance: '9910', held: '0' });
    expect(await findViolations(db)).toEqual([]);
  });

  // -------------------------------------------------------------------------------------------
  // Books, lists and the wallet

  it('keeps demo and real books apart', async () => {
    const a = await signUp(app);
    setPrice('ETHUSDT', '4000.00');
    const demo = await opened(a, { instrumentId: idOf('ETHUSDT'), side: 'long', lots: '1', leverage: 10 });
    expect(await list(a, '', REAL)).toMatchObject({ total: 0, list: [] });
    refused(await get(a, demo.id, REAL), 10088, messages.noSuchPosition);
    const state = await books(a);
    // The real account has no money.
    refused(
      await open(a, { instrumentId: idOf('ETHUSDT'), side: 'long', lots: '1', leverage: 10 }, { headers: REAL }),
      10011,
    );
    expect(await books(a)).toEqual(state);
    expect(await account(a, REAL)).toMatchObject({ balance: '0', usedMargin: '0', freeMargin: '0' });
    expect(await account(a, DEMO)).toMatchObject({ usedMargin: '400' });
  });

  it('lists the own positions newest first, with filters and pages', async () => {
    const a = await signUp(app);
    setPrice('UNIUSDT', '7.842');
    setPrice('NEARUSDT', '2.745');
    const p1 = await opened(a, { instrumentId: idOf('UNIUSDT'), side: 'long', lots: '1', leverage: 1 });
    const p2 = await opened(a, { instrumentId: idOf('NEARUSDT'), side: 'short', lots: '1', leverage: 1 });
    const p3 = await opened(a, { instrumentId: idOf('UNIUSDT'), side: 'short', lots: '2', leverage: 2 });
    await close(a, p2.id);
    expect((await list(a)).list.map((p) => p.id)).toEqual([p3.id, p2.id, p1.id]);
    expect((await list(a, '?status=open')).list.map((p) => p.id)).toEqual([p3.id, p1.id]);
    expect((await list(a, '?status=closed')).list.map((p) => p.id)).toEqual([p2.id]);
    expect((await list(a, `?instrumentId=${idOf('UNIUSDT')}&side=short`)).list.map((p) => p.id)).toEqual([p3.id]);
    expect(await list(a, '?page=2&pageSize=2')).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect((await list(a, '?page=2&pageSize=2')).list.map((p) => p.id)).toEqual([p1.id]);
    expect((await list(a, `?from=${p1.openedAt}&to=${p1.openedAt + 1}`)).list.map((p) => p.id)).toContain(p1.id);
    expect((await list(a, `?to=${p1.openedAt}`)).total).toBe(0);
    const tooBig = await call(app.url, 'GET', `${ORDER}/listPositions?pageSize=101`, { token: a.token, headers: DEMO });
    refused(tooBig, 10088);
  });

  it('refuses a withdrawal beyond cash − held + min(0, floating profit)', async () => {
    const a = await signUp(app);
    // Fund the real account with 1000 (as an approved deposit would).
    await db.transaction(async (tx) =>
      post(tx, {
        kind: 'deposit',
        mode: 'real',
        currency: 'USDT',
        postings: [
          { accountId: await systemAccountId(tx, 'settlement', 'real', 'USDT'), amount: '-1000' },
          { accountId: await customerAccountId(tx, a.user.id, 'real', 'USDT'), amount: '1000' },
        ],
      }),
    );
    setPrice('BTCUSDT', '100000.00');
    // 0.01 × 100000 = 1000; margin / 10 = 100; fee 1 → cash 899
    await opened(a, { instrumentId: idOf('BTCUSDT'), side: 'long', lots: '0.01', leverage: 10 }, REAL);
    setPrice('BTCUSDT', '95000.00');
    // floating (95000 − 100000) × 0.01 = −50 → withdrawable 899 − 0 − 50 = 849
    expect(await account(a, REAL)).toMatchObject({
      balance: '999',
      usedMargin: '100',
      expectedProfit: '-50',
      equity: '949',
      freeMargin: '849',
    });
    const withdraw = (amount: string) =>
      call(app.url, 'POST', `${USER}/withdrawal`, {
        token: a.token,
        headers: REAL,
        body: { coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, amount },
      });
    const state = await books(a);
    refused(await withdraw('849.000001'), 10011);
    expect(await books(a)).toEqual(state);
    const allowed = await withdraw('800');
    expect([allowed.code, allowed.msg]).toEqual([200, '20003']);
    expect(await cash(a, 'real')).toEqual({ balance: '899', held: '800' });
    // A floating profit does not make more withdrawable: cash − held = 99.
    setPrice('BTCUSDT', '105000.00');
    refused(await withdraw('99.000001'), 10011);
    expect((await withdraw('99')).code).toBe(200);
    expect(await findViolations(db)).toEqual([]);
  });
});
