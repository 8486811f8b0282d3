import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Money, OPEN_OPTIONS_MAX, type AccountMode, type OptionsOrder, type OptionsProduct } from '@tp/contract';
import { databaseKinds, freshDatabase } from '../../../test/databases.ts';
import { call, startTestApp, type Answer, type TestApp } from '../../../test/app.ts';
import { signUp, type SignedUp } from '../../../test/signin.ts';
import { openPostgres, queryRows, type Database, type Db } from '../../db/client.ts';
import { ledgerEntries, notifications, optionsProducts } from '../../db/schema.ts';
import type { Tick } from '../../feed/types.ts';
import { accountBalance, customerAccountId, findViolations, post, systemAccountId } from '../../ledger/index.ts';
import { outcomeOf, OptionsSettler } from './options-settler.ts';
import { seedOptionsProducts } from './options-seed.ts';
import { recordTicks } from '../../feed/ticks.ts';

const ORDER = '/swx/customer/order';
const INDEX = '/swx/customer/index';
const REAL = { virtually: 'YES' };
const DEMO = { virtually: 'NO' };
/** Tuesday 21:00 in New York: crypto trades, US stocks are closed. */
const START = Date.parse('2026-03-04T02:00:00.000Z');

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

function tickOf(code: string, priceText: string, time: number): Tick {
  return { code, price: Number(priceText), priceText, time };
}

const silent = { error() {} };

describe('option outcomes', () => {
  const order = { stake: '33.333333', payoutRate: '0.85', openPrice: '100.00' };
  const at = (price: string) => ({ code: 'X', time: 1, price });
  it('pays stake + stake × rate rounded down on a win, nothing on a loss, the stake on a tie or without a price', () => {
    const won = outcomeOf({ ...order, direction: 'up' }, at('100.01'));
    expect([won.status, won.payout.toString()]).toEqual(['won', '61.666666']);
    expect(outcomeOf({ ...order, direction: 'down' }, at('99.99')).status).toBe('won');
    const lost = outcomeOf({ ...order, direction: 'up' }, at('99.99'));
    expect([lost.status, lost.payout.toString()]).toEqual(['lost', '0']);
    expect(outcomeOf({ ...order, direction: 'down' }, at('100.01')).status).toBe('lost');
    const tie = outcomeOf({ ...order, direction: 'down' }, at('100'));
    expect([tie.status, tie.payout.toString()]).toEqual(['tie', '33.333333']);
    const none = outcomeOf({ ...order, direction: 'up' }, null);
    expect([none.status, none.payout.toString()]).toEqual(['refunded', '33.333333']);
  });
});

describe.each(databaseKinds)('options on %s', (kind) => {
  const clock = { now: new Date(START) };
  let app: TestApp;
  let db: Db;
  let products: OptionsProduct[];

  beforeAll(async () => {
    app = await startTestApp(kind, { clock, optionsSettler: false });
    db = app.database.db;
    const answer = await call<OptionsProduct[]>(app.url, 'GET', `${INDEX}/listOptionsProducts`);
    products = answer.result;
  });
  afterAll(async () => {
    expect(await findViolations(db)).toEqual([]);
    await app.close();
  });

  // -------------------------------------------------------------------------------------------
  // Helpers

  const nowMs = () => clock.now.getTime();
  function advance(ms: number): number {
    clock.now = new Date(nowMs() + ms);
    return nowMs();
  }
  const instrumentId = (code: string): number => {
    const row = app.instruments.find((i) => i.code === code);
    if (!row) throw new Error(`no instrument ${code}`);
    return row.id;
  };
  const product = (periodSeconds: number): OptionsProduct => {
    const found = products.find((p) => p.periodSeconds === periodSeconds);
    if (!found) throw new Error(`no product of ${periodSeconds} s`);
    return found;
  };

  /** A tick of the shared source at `time`: into the live feed, and recorded as the price source does. */
  async function tick(code: string, priceText: string, time: number): Promise<void> {
    const t = tickOf(code, priceText, time);
    app.feed.ingest([t]);
    await recordTicks(db, [t]);
  }
  /** A live price one second from now, the clock moved there: what a purchase fills at. */
  async function live(code: string, priceText: string): Promise<number> {
    const time = advance(1000);
    await tick(code, priceText, time);
    return time;
  }

  function body(code: string, direction: 'up' | 'down', stake: string, periodSeconds = 30) {
    return {
      instrumentId: instrumentId(code),
      productId: product(periodSeconds).id,
      periodSeconds,
      direction,
      stake,
    };
  }

  function buy(
    who: SignedUp,
    payload: Record<string, unknown>,
    headers: Record<string, string> = DEMO,
  ): Promise<Answer<OptionsOrder | null>> {
    return call(app.url, 'POST', `${ORDER}/buyOptions`, { token: who.token, body: payload, headers });
  }
  async function bought(who: SignedUp, payload: Record<string, unknown>, headers = DEMO): Promise<OptionsOrder> {
    const answer = await buy(who, payload, headers);
    expect([answer.code, answer.msg]).toEqual([200, '20004']);
    return answer.result!;
  }
  function getOrder(who: SignedUp, id: number, headers = DEMO): Promise<Answer<OptionsOrder | null>> {
    return call(app.url, 'GET', `${ORDER}/getOptionsOrderById/${id}`, { token: who.token, headers });
  }
  async function order(who: SignedUp, id: number, headers = DEMO): Promise<OptionsOrder> {
    const answer = await getOrder(who, id, headers);
    expect(answer.code).toBe(200);
    return answer.result!;
  }
  function list(who: SignedUp, query: string, headers = DEMO): Promise<Answer<Page<OptionsOrder> | null>> {
    return call(app.url, 'GET', `${ORDER}/listOptionsOrder${query}`, { token: who.token, headers });
  }

  async function balance(who: SignedUp, mode: AccountMode = 'demo'): Promise<string> {
    const id = await customerAccountId(db, who.user.id, mode, 'USDT');
    return (await accountBalance(db, id)).balance.toString();
  }

  async function fundReal(who: SignedUp, amount: string): Promise<void> {
    await db.transaction(async (tx) => {
      const customer = await customerAccountId(tx, who.user.id, 'real', 'USDT');
      const settlement = await systemAccountId(tx, 'settlement', 'real', 'USDT');
      await post(tx, {
        kind: 'deposit',
        mode: 'real',
        currency: 'USDT',
        postings: [
          { accountId: settlement, amount: Money.of(amount).negated() },
          { accountId: customer, amount },
        ],
      });
    });
  }

  /** The postings of an order's entries: kind, account kind, amount. */
  async function entries(orderId: number): Promise<string[]> {
    const rows = await queryRows<{ kind: string; mode: string; account: string; amount: string }>(
      db,
      sql`select e.kind, e.mode, a.kind as account, p.amount::text as amount
        from ledger_entries e join ledger_postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
        where e.reference = ${`options_order:${orderId}`} order by e.id, a.kind`,
    );
    return rows.map((r) => `${r.kind} ${r.mode} ${r.account} ${Money.of(r.amount).toString()}`);
  }

  /** Everything a purchase could write, for "nothing changed" checks. */
  async function state(who: SignedUp) {
    const [counts] = await queryRows<{ entries: number; postings: number; orders: number }>(
      db,
      sql`select (select count(*)::int from ledger_entries) as entries,
        (select count(*)::int from ledger_postings) as postings,
        (select count(*)::int from options_orders) as orders`,
    );
    if (!counts) throw new Error('no counts');
    return { ...counts, demo: await balance(who, 'demo'), real: await balance(who, 'real') };
  }

  /** Moves the clock past every open order's expiry and the settle delay, and settles all. */
  async function settleEverything(afterMs = 300_000 + app.config.optionSettleDelayMs): Promise<void> {
    advance(afterMs);
    while ((await app.options.settleDue(nowMs())) > 0);
  }

  // -------------------------------------------------------------------------------------------
  // Products and the risk warning

  it('lists the seeded products by period, enabled only, and seeds them once however often it runs', async () => {
    expect(products.map((p) => [p.periodSeconds, p.payoutRate, p.minStake, p.maxStake])).toEqual([
      [30, '0.85', '10', '10000'],
      [60, '0.85', '10', '10000'],
      [120, '0.82', '10', '10000'],
      [300, '0.8', '10', '10000'],
    ]);
    await seedOptionsProducts(db);
    await db.insert(optionsProducts).values({
      periodSeconds: 900,
      payoutRate: '0.9',
      minStake: '10',
      maxStake: '100',
      enabled: false,
    });
    const again = await call<OptionsProduct[]>(app.url, 'GET', `${INDEX}/listOptionsProducts`);
    expect(again.result).toEqual(products);
  });

  it('serves the risk warning in every language under a dotted key', async () => {
    const en = await call<{ key: string; value: string }>(app.url, 'GET', `${INDEX}/getParamByKey/riskWarning.en`);
    expect(en.code).toBe(200);
    expect(en.result.key).toBe('riskWarning.en');
    expect(en.result.value).toMatch(/^Trading with leverage magnifies both profits and losses;/);
    expect(en.result.value).toContain('Trade only with money you can afford to lose.');
    const de = await call<{ key: string; value: string }>(app.url, 'GET', `${INDEX}/getParamByKey/riskWarning.de`);
    expect(de.result.value).toContain('Stop-Loss-Kurs');
    const values = new Set<string>();
    for (const lang of ['en', 'ja', 'ko', 'de', 'fr', 'it', 'es', 'ar', 'hk', 'zh']) {
      const answer = await call<{ value: string }>(app.url, 'GET', `${INDEX}/getParamByKey/riskWarning.${lang}`);
      expect(answer.code).toBe(200);
      values.add(answer.result.value);
    }
    expect(values.size).toBe(10);
    const missing = await call(app.url, 'GET', `${INDEX}/getParamByKey/riskWarning.xx`);
    expect(missing.code).toBe(10018);
  });

  // -------------------------------------------------------------------------------------------
  // Buying and settling

  it('buys up and wins against the recorded tick at expiry: exact payout, ledger, notification', async () => {
    const a = await signUp(app);
    const t0 = await live('BTCUSDT', '100000.00');
    const placed = await bought(a, body('BTCUSDT', 'up', '33.333333'));
    expect(placed).toMatchObject({
      mode: 'demo',
      code: 'BTCUSDT',
      appName: 'Bitcoin',
      type: 2,
      direction: 'up',
      periodSeconds: 30,
      payoutRate: '0.85',
      stake: '33.333333',
      status: 'open',
      openPrice: '100000.00',
      openTick: { code: 'BTCUSDT', time: t0, price: '100000.00' },
      expiresAt: t0 + 30_000,
      settlePrice: null,
      settleTick: null,
      payout: null,
      profit: null,
      createdAt: t0,
      settledAt: null,
    });
    expect(await balance(a)).toBe('99966.666667');
    expect(await entries(placed.id)).toEqual([
      'option_buy demo customer -33.333333',
      'option_buy demo option_stakes 33.333333',
    ]);

    await tick('BTCUSDT', '99990.00', t0 + 10_000);
    await tick('BTCUSDT', '100050.00', t0 + 30_000); // at expiry: what it settles against
    await tick('BTCUSDT', '99000.00', t0 + 31_000); // after expiry: ignored

    // Not before the settle delay has passed.
    advance(30_000 + app.config.optionSettleDelayMs - 1);
    await app.options.settleDue(nowMs());
    expect((await order(a, placed.id)).status).toBe('open');

    advance(1);
    expect(await app.options.settleDue(nowMs())).toBeGreaterThanOrEqual(1);
    const settled = await order(a, placed.id);
    expect(settled).toMatchObject({
      status: 'won',
      settlePrice: '100050.00',
      settleTick: { code: 'BTCUSDT', time: t0 + 30_000, price: '100050.00' },
      payout: '61.666666',
      profit: '28.333333',
      settledAt: nowMs(),
    });
    expect(await balance(a)).toBe('100028.333333');
    expect(await entries(placed.id)).toEqual([
      'option_buy demo customer -33.333333',
      'option_buy demo option_stakes 33.333333',
      'option_settle demo customer 61.666666',
      'option_settle demo house -28.333333',
      'option_settle demo option_stakes -33.333333',
    ]);
    const notes = await db.select().from(notifications).where(eq(notifications.userId, a.user.id));
    expect(notes.filter((n) => n.kind === 'option_settled').map((n) => n.payload)).toEqual([
      { orderId: placed.id, code: 'BTCUSDT', status: 'won', payout: '61.666666' },
    ]);
    // Settling again changes nothing.
    await app.options.settleDue(nowMs());
    expect(await entries(placed.id)).toHaveLength(5);
    expect(await findViolations(db)).toEqual([]);
  });

  it('buys down and loses the stake to the house when the price at expiry is higher', async () => {
    const a = await signUp(app);
    const t0 = await live('ETHUSDT', '3850.25');
    const placed = await bought(a, body('ETHUSDT', 'down', '250.5', 60));
    expect(placed.expiresAt).toBe(t0 + 60_000);
    await tick('ETHUSDT', '3850.26', t0 + 59_999);
    await tick('ETHUSDT', '3700.00', t0 + 60_001); // a later fall does not rescue it
    advance(60_000 + app.config.optionSettleDelayMs);
    await app.options.settleDue(nowMs());
    expect(await order(a, placed.id)).toMatchObject({
      status: 'lost',
      settlePrice: '3850.26',
      settleTick: { time: t0 + 59_999 },
      payout: '0',
      profit: '-250.5',
    });
    expect(await balance(a)).toBe('99749.5');
    expect((await entries(placed.id)).slice(2)).toEqual([
      'option_settle demo house 250.5',
      'option_settle demo option_stakes -250.5',
    ]);
    expect(await findViolations(db)).toEqual([]);
  });

  it('refunds the stake on a tie', async () => {
    const a = await signUp(app);
    const t0 = await live('SOLUSDT', '185.42');
    const placed = await bought(a, body('SOLUSDT', 'up', '10'));
    await tick('SOLUSDT', '190.00', t0 + 5_000);
    await tick('SOLUSDT', '185.42', t0 + 29_000);
    advance(30_000 + app.config.optionSettleDelayMs);
    await app.options.settleDue(nowMs());
    expect(await order(a, placed.id)).toMatchObject({
      status: 'tie',
      settlePrice: '185.42',
      payout: '10',
      profit: '0',
    });
    expect(await balance(a)).toBe('100000');
    expect((await entries(placed.id)).slice(2)).toEqual([
      'option_settle demo customer 10',
      'option_settle demo option_stakes -10',
    ]);
  });

  it('refunds the stake, and says so, when no tick was recorded between purchase and expiry', async () => {
    const a = await signUp(app);
    // A live price the source never managed to record, and a recorded one after expiry.
    const t0 = advance(1000);
    app.feed.ingest([tickOf('BNBUSDT', '1045.30', t0)]);
    const placed = await bought(a, body('BNBUSDT', 'up', '20'));
    await tick('BNBUSDT', '1100.00', t0 + 30_001);
    advance(30_000 + app.config.optionSettleDelayMs + 1);
    await app.options.settleDue(nowMs());
    expect(await order(a, placed.id)).toMatchObject({
      status: 'refunded',
      settlePrice: null,
      settleTick: null,
      payout: '20',
      profit: '0',
    });
    expect(await balance(a)).toBe('100000');
    expect(await findViolations(db)).toEqual([]);
  });

  it('settles in the real book from real accounts, apart from the demo book', async () => {
    const a = await signUp(app);
    await fundReal(a, '500');
    const t0 = await live('LTCUSDT', '98.52');
    const demo = await bought(a, body('LTCUSDT', 'up', '100'));
    const real = await bought(a, body('LTCUSDT', 'down', '200'), REAL);
    expect([demo.mode, real.mode]).toEqual(['demo', 'real']);
    expect([await balance(a, 'demo'), await balance(a, 'real')]).toEqual(['99900', '300']);
    expect((await list(a, '', DEMO)).result!.list.map((o) => o.id)).toEqual([demo.id]);
    expect((await list(a, '', REAL)).result!.list.map((o) => o.id)).toEqual([real.id]);
    expect((await getOrder(a, real.id, DEMO)).code).toBe(10088);
    expect((await getOrder(a, demo.id, REAL)).code).toBe(10088);

    await tick('LTCUSDT', '97.00', t0 + 30_000);
    advance(30_000 + app.config.optionSettleDelayMs);
    await app.options.settleDue(nowMs());
    expect((await order(a, demo.id)).status).toBe('lost');
    expect((await order(a, real.id, REAL)).status).toBe('won');
    expect([await balance(a, 'demo'), await balance(a, 'real')]).toEqual(['99900', '670']);
    expect(await entries(real.id)).toEqual([
      'option_buy real customer -200',
      'option_buy real option_stakes 200',
      'option_settle real customer 370',
      'option_settle real house -170',
      'option_settle real option_stakes -200',
    ]);
    expect(await findViolations(db)).toEqual([]);
  });

  // -------------------------------------------------------------------------------------------
  // Refusals

  it('refuses each bad purchase with its code and changes nothing', async () => {
    const a = await signUp(app);
    await live('BTCUSDT', '100100.00');
    const good = body('BTCUSDT', 'up', '10');
    const disabled = await db.select().from(optionsProducts).where(eq(optionsProducts.periodSeconds, 900));
    const cases: [Record<string, unknown>, number, Record<string, string>?][] = [
      [{ ...good, instrumentId: 999_999 }, 10014],
      [{ ...good, productId: 999_999 }, 10014],
      [{ ...good, productId: disabled[0]!.id, periodSeconds: 900 }, 10014],
      [{ ...good, periodSeconds: 60 }, 10017],
      [{ ...good, stake: '9.999999' }, 10016],
      [{ ...good, stake: '10000.000001' }, 10016],
      [{ ...good, stake: '0' }, 10016],
      [{ ...good, stake: '-10' }, 10016],
      [{ ...good, stake: '10.0000001' }, 10016],
      [{ ...good, stake: 'ten' }, 10016],
      [{ ...good, stake: '1e3' }, 10016],
      [{ ...good, stake: '' }, 10016],
      [{ ...good, direction: 'sideways' }, 10088],
      [{ ...good, stake: 10 }, 10088],
      [{ ...good, extra: true }, 10088],
      // Real account with no money.
      [good, 10011, REAL],
    ];
    const before = await state(a);
    for (const [payload, code, headers] of cases) {
      const answer = await buy(a, payload, headers ?? DEMO);
      expect([JSON.stringify(payload), answer.code, answer.result]).toEqual([JSON.stringify(payload), code, null]);
    }
    expect(await state(a)).toEqual(before);

    // Closed market: a US stock outside its session, even with a fresh price.
    await live('AAPL', '268.45');
    const closed = await buy(a, body('AAPL', 'up', '10'));
    expect([closed.code, closed.msg]).toEqual([10015, 'The market is closed; trading is unavailable.']);
    // No live price at all, and a price older than a minute.
    expect((await buy(a, body('DOGEUSDT', 'up', '10'))).code).toBe(10015);
    await tick('XRPUSDT', '2.4512', nowMs());
    advance(60_001);
    expect((await buy(a, body('XRPUSDT', 'up', '10'))).code).toBe(10015);
    // More than the free margin in the real account.
    await fundReal(a, '50');
    const fundedBefore = await state(a);
    await live('BTCUSDT', '100100.00');
    expect((await buy(a, body('BTCUSDT', 'up', '50.000001'), REAL)).code).toBe(10011);
    expect(await state(a)).toEqual(fundedBefore);
    expect((await bought(a, body('BTCUSDT', 'up', '50'), REAL)).stake).toBe('50');
    expect(await balance(a, 'real')).toBe('0');
    // Without a session.
    expect((await call(app.url, 'POST', `${ORDER}/buyOptions`, { body: good })).code).toBe(401);
    await settleEverything();
  });

  it(`refuses more than ${OPEN_OPTIONS_MAX} open options at once`, async () => {
    const a = await signUp(app);
    await live('ETHUSDT', '3900.00');
    for (let i = 0; i < OPEN_OPTIONS_MAX; i++) await bought(a, body('ETHUSDT', 'up', '10', 300));
    const before = await state(a);
    const refused = await buy(a, body('ETHUSDT', 'up', '10', 300));
    expect([refused.code, refused.msg]).toEqual([10088, `At most ${OPEN_OPTIONS_MAX} options may be open at once.`]);
    expect(await state(a)).toEqual(before);
    // Real and demo count apart.
    await fundReal(a, '10');
    await bought(a, body('ETHUSDT', 'up', '10', 300), REAL);
    await settleEverything();
    expect((await list(a, '?status=open')).result!.total).toBe(0);
    await live('ETHUSDT', '3900.00');
    await bought(a, body('ETHUSDT', 'up', '10', 300));
    await settleEverything();
  });

  // -------------------------------------------------------------------------------------------
  // Idempotency

  it('answers a repeated Idempotency-Key with the first order and writes once, even concurrently', async () => {
    const a = await signUp(app);
    await live('BTCUSDT', '100200.00');
    const payload = body('BTCUSDT', 'down', '15.5');
    const key = { ...DEMO, 'idempotency-key': `opt-${a.user.id}-1` };
    const first = await bought(a, payload, key);
    const before = await state(a);
    const again = await bought(a, { ...payload, stake: '15.500' }, key);
    expect(again).toEqual(first);
    expect(await state(a)).toEqual(before);
    const other = await buy(a, { ...payload, stake: '16' }, key);
    expect([other.code, other.msg]).toEqual([10088, 'This Idempotency-Key was used for another request.']);
    expect(await state(a)).toEqual(before);
    // One key is one request of the customer, whichever the book: the real book takes another.
    await fundReal(a, '100');
    const realBefore = await state(a);
    const otherBook = await buy(a, payload, { ...key, ...REAL });
    expect([otherBook.code, otherBook.msg]).toEqual([10088, 'This Idempotency-Key was used for another request.']);
    expect(await state(a)).toEqual(realBefore);
    const realKey = { ...REAL, 'idempotency-key': `opt-${a.user.id}-real` };
    expect((await bought(a, payload, realKey)).mode).toBe('real');

    const concurrentKey = { ...DEMO, 'idempotency-key': `opt-${a.user.id}-2` };
    const beforeBurst = await state(a);
    const burst = await Promise.all(Array.from({ length: 6 }, () => buy(a, payload, concurrentKey)));
    expect(burst.map((r) => r.code)).toEqual(Array(6).fill(200));
    expect(new Set(burst.map((r) => r.result!.id)).size).toBe(1);
    const after = await state(a);
    expect([after.orders - beforeBurst.orders, after.entries - beforeBurst.entries]).toEqual([1, 1]);
    expect(after.demo).toBe(Money.of(beforeBurst.demo).minus('15.5').toString());
    const badKey = await buy(a, payload, { ...DEMO, 'idempotency-key': 'x'.repeat(129) });
    expect(badKey.code).toBe(10088);
    await settleEverything();
  });

  // -------------------------------------------------------------------------------------------
  // Reading orders

  it("shows nobody another customer's order", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    await live('BTCUSDT', '100300.00');
    const placed = await bought(a, body('BTCUSDT', 'up', '10'));
    const foreign = await getOrder(b, placed.id);
    expect([foreign.code, foreign.msg, foreign.result]).toEqual([10088, 'No such order.', null]);
    expect((await getOrder(b, 99_999_999)).msg).toBe('No such order.');
    expect((await list(b, '')).result).toEqual({ list: [], total: 0, page: 1, pageSize: 20 });
    expect((await call(app.url, 'GET', `${ORDER}/getOptionsOrderById/${placed.id}`)).code).toBe(401);
    expect((await call(app.url, 'GET', `${ORDER}/listOptionsOrder`)).code).toBe(401);
    await settleEverything();
  });

  it('lists orders newest first, filtered by status, instrument, direction and time, and paged', async () => {
    const a = await signUp(app);
    const btc = instrumentId('BTCUSDT');
    const eth = instrumentId('ETHUSDT');
    const t1 = await live('BTCUSDT', '100400.00');
    const o1 = await bought(a, body('BTCUSDT', 'up', '10', 30));
    await live('ETHUSDT', '3901.00');
    const o2 = await bought(a, body('ETHUSDT', 'down', '11', 300));
    const t3 = await live('BTCUSDT', '100401.00');
    const o3 = await bought(a, body('BTCUSDT', 'down', '12', 300));
    await live('ETHUSDT', '3902.00');
    const o4 = await bought(a, body('ETHUSDT', 'up', '13', 30));
    const t5 = await live('BTCUSDT', '100402.00');
    const o5 = await bought(a, body('BTCUSDT', 'up', '14', 300));
    // The two 30-second orders expire and settle; the others stay open.
    advance(30_000 + app.config.optionSettleDelayMs);
    await app.options.settleDue(nowMs());

    const ids = async (query: string) => {
      const answer = await list(a, query);
      expect(answer.code).toBe(200);
      return answer.result!.list.map((o) => o.id);
    };
    expect(await ids('')).toEqual([o5.id, o4.id, o3.id, o2.id, o1.id]);
    expect(await ids('?status=settled')).toEqual([o4.id, o1.id]);
    expect(await ids('?status=open')).toEqual([o5.id, o3.id, o2.id]);
    expect(await ids(`?instrumentId=${btc}`)).toEqual([o5.id, o3.id, o1.id]);
    expect(await ids(`?instrumentId=${eth}&direction=up`)).toEqual([o4.id]);
    expect(await ids('?direction=down&status=open')).toEqual([o3.id, o2.id]);
    expect(await ids(`?from=${t3}`)).toEqual([o5.id, o4.id, o3.id]);
    expect(await ids(`?from=${t1}&to=${t3}`)).toEqual([o2.id, o1.id]);
    expect(await ids(`?to=${t5 + 1}&from=${t5}`)).toEqual([o5.id]);

    const page2 = await list(a, '?pageSize=2&page=2');
    expect(page2.result).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.result!.list.map((o) => o.id)).toEqual([o3.id, o2.id]);
    expect(await ids('?pageSize=2&page=3')).toEqual([o1.id]);
    expect(await ids('?pageSize=2&page=4')).toEqual([]);
    expect((await list(a, '?status=settled&pageSize=1')).result!.total).toBe(2);
    for (const bad of ['?pageSize=101', '?page=0', '?status=won', '?direction=left', '?instrumentId=x', '?other=1']) {
      expect([bad, (await list(a, bad)).code]).toEqual([bad, 10088]);
    }
    await settleEverything();
  });

  it('documents the options routes in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${app.url}/docs/json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    for (const [path, method] of [
      [`${ORDER}/buyOptions`, 'post'],
      [`${ORDER}/listOptionsOrder`, 'get'],
      [`${ORDER}/getOptionsOrderById/{id}`, 'get'],
    ] as const) {
      const operation = doc.paths[path]?.[method];
      expect(operation?.tags).toEqual(['order']);
      expect(operation?.summary).toBeTruthy();
    }
    expect(doc.paths[`${INDEX}/listOptionsProducts`]?.get?.summary).toBeTruthy();
  });

  // -------------------------------------------------------------------------------------------
  // Many settlers

  it('settles each order once when two settlers (two nodes) run at the same time', async () => {
    const a = await signUp(app);
    const t0 = await live('ADAUSDT', '0.6821');
    const placed: OptionsOrder[] = [];
    for (let i = 0; i < 24; i++) placed.push(await bought(a, body('ADAUSDT', i % 2 ? 'up' : 'down', '10')));
    await tick('ADAUSDT', '0.6900', t0 + 20_000);
    advance(30_000 + app.config.optionSettleDelayMs);

    // On PostgreSQL each settler has its own connection pool, as two nodes would.
    const url = (app.database as Database & { url?: string | null }).url;
    const pools = url ? [await openPostgres(url, 3), await openPostgres(url, 3)] : [];
    const dbs = pools.length ? pools.map((p) => p.db) : [db, db];
    const settlers = dbs.map(
      (each) =>
        new OptionsSettler({
          db: each,
          settleDelayMs: app.config.optionSettleDelayMs,
          now: () => clock.now,
          log: silent,
          batchSize: 5,
        }),
    );
    try {
      let total = 0;
      for (;;) {
        const rounds = await Promise.all([...settlers, ...settlers].map((s) => s.settleDue(nowMs())));
        const settled = rounds.reduce((sum, n) => sum + n, 0);
        total += settled;
        if (settled === 0) break;
      }
      expect(total).toBeGreaterThanOrEqual(24);
    } finally {
      for (const pool of pools) await pool.close();
    }
    const references = placed.map((o) => `options_order:${o.id}`);
    const settles = await db
      .select({ reference: ledgerEntries.reference, n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'option_settle'), inArray(ledgerEntries.reference, references)))
      .groupBy(ledgerEntries.reference);
    expect(settles).toHaveLength(24);
    expect(settles.every((row) => row.n === 1)).toBe(true);
    const statuses = await Promise.all(placed.map(async (o) => (await order(a, o.id)).status));
    expect(statuses).toEqual(placed.map((_, i) => (i % 2 ? 'won' : 'lost')));
    expect(await balance(a)).toBe(Money.of('100000').minus('240').plus(Money.of('18.5').times('12')).toString());
    expect(await findViolations(db)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Restart

describe.each(databaseKinds)('options across a restart on %s', (kind) => {
  let base: Database & { url: string | null };
  beforeAll(async () => {
    base = await freshDatabase(kind);
  });
  afterAll(async () => {
    expect(await findViolations(base.db)).toEqual([]);
    await base.close();
  });

  /** A server on the shared data: its own pool on PostgreSQL (a new process), the same handle on PGlite. */
  async function serve(clock: { now: Date }): Promise<{ app: TestApp; release: () => Promise<void> }> {
    const database = base.url ? await openPostgres(base.url, 5) : base;
    const app = await startTestApp(kind, { clock, database });
    return {
      app,
      release: async () => {
        await app.close();
        if (database !== base) await database.close();
      },
    };
  }

  it('settles an order that expired while the server was down against the tick recorded at expiry', async () => {
    const t0 = START;
    const first = await serve({ now: new Date(t0) });
    const products = (await call<OptionsProduct[]>(first.app.url, 'GET', `${INDEX}/listOptionsProducts`)).result;
    expect(products).toHaveLength(4);
    const a = await signUp(first.app);
    const open = tickOf('ETHUSDT', '3850.25', t0);
    first.app.feed.ingest([open]);
    await recordTicks(base.db, [open]);
    const btc = first.app.instruments.find((i) => i.code === 'ETHUSDT')!;
    const placed = await call<OptionsOrder>(first.app.url, 'POST', `${ORDER}/buyOptions`, {
      token: a.token,
      body: { instrumentId: btc.id, productId: products[1]!.id, periodSeconds: 60, direction: 'up', stake: '100' },
    });
    expect([placed.code, placed.result.status]).toEqual([200, 'open']);
    // The server stops before expiry, with its settlement loop running.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await first.release();

    // The price source (another node) kept recording while this one was down.
    await recordTicks(base.db, [
      tickOf('ETHUSDT', '3849.00', t0 + 20_000),
      tickOf('ETHUSDT', '3851.75', t0 + 60_000),
      tickOf('ETHUSDT', '3500.00', t0 + 60_001),
    ]);

    // Back an hour later: today's price is far lower, but the order settles at the price of its expiry.
    const later = t0 + 3_600_000;
    const second = await serve({ now: new Date(later) });
    try {
      second.app.feed.ingest([tickOf('ETHUSDT', '3400.00', later)]);
      let settled: OptionsOrder | null = null;
      for (let i = 0; i < 100 && !settled; i++) {
        const answer = await call<OptionsOrder>(
          second.app.url,
          'GET',
          `${ORDER}/getOptionsOrderById/${placed.result.id}`,
          { token: a.token },
        );
        if (answer.result.status !== 'open') settled = answer.result;
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(settled).toMatchObject({
        status: 'won',
        settlePrice: '3851.75',
        settleTick: { code: 'ETHUSDT', time: t0 + 60_000, price: '3851.75' },
        payout: '185',
        profit: '85',
        settledAt: later,
      });
      // The products were not seeded twice.
      expect((await call<OptionsProduct[]>(second.app.url, 'GET', `${INDEX}/listOptionsProducts`)).result).toEqual(
        products,
      );
    } finally {
      await second.release();
    }
  });
});
