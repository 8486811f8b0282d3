import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SCALE, ErrorCode, Money, type AccountFigures, type PositionRecord } from '@tp/contract';
import { call, startTestApp, type Answer, type TestApp } from '../../../test/app.ts';
import { databaseKinds } from '../../../test/databases.ts';
import {
  accountFigures,
  DEMO,
  customersWith,
  instrumentId,
  openPosition,
  ORDER,
  REAL,
  setPrice,
  type Book,
} from '../../../test/money.ts';
import type { SignedUp } from '../../../test/signin.ts';
import { findViolations } from '../../ledger/index.ts';

const CUSTOMERS = 20;
const ORDERS_PER_CUSTOMER = 10;
/** How many of its orders a customer's real cash covers: exactly this many, not one more. */
const COVERED = 3;
/** The order every customer sends, at a price whose margin and fee both need rounding. */
const CODE = 'BTCUSDT';
const PRICE = '60000.37';
const LOTS = '0.013';
const LEVERAGE = 20;

interface Page<T> {
  list: T[];
  total: number;
}

const byNumber = (a: number, b: number) => a - b;
const idsOf = (list: readonly PositionRecord[]) => list.map((position) => position.id).sort(byNumber);

/** One order as sent: its customer, its key, and every answer it got (one per copy sent). */
interface Sent {
  customer: number;
  key: string;
  answers: Answer<PositionRecord | null>[];
}

/**
 * Many customers racing their own orders on the real book: however the orders interleave, each
 * customer gets exactly the positions its cash pays for, every other order is refused for want of
 * balance, one Idempotency-Key is one position, and nobody else's figures move.
 */
describe.each(databaseKinds)('concurrent orders on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    // Nothing closes a position here: the stop engine stays off, the price stays where the test sets it.
    app = await startTestApp(kind, { tradingEngine: false, optionsSettler: false });
  });
  afterAll(async () => {
    await app.close();
  });

  /** Margin and fee of the order at PRICE, from the instrument's terms: both rounded up to the account's scale. */
  function costOfOne(): { margin: Money; fee: Money } {
    const instrument = app.instruments.find((i) => i.code === CODE)!;
    expect(instrument.leverages).toContain(LEVERAGE);
    const notional = Money.of(LOTS).times(instrument.contractSize).times(PRICE);
    return {
      margin: notional.dividedBy(String(LEVERAGE), ACCOUNT_SCALE, 'up'),
      fee: notional.times(instrument.feeRate).round(ACCOUNT_SCALE, 'up'),
    };
  }

  const account = (who: SignedUp, book: Book): Promise<AccountFigures> => accountFigures(app, who, book);

  async function openPositions(who: SignedUp, book: Book): Promise<PositionRecord[]> {
    const answer = await call<Page<PositionRecord>>(app.url, 'GET', `${ORDER}/listPositions?status=open&pageSize=50`, {
      token: who.token,
      headers: book,
    });
    expect(answer.code).toBe(200);
    expect(answer.result.total).toBe(answer.result.list.length);
    return answer.result.list;
  }

  /** Everything a customer sees of its money, in both books. */
  async function figures(who: SignedUp) {
    const ids = async (book: Book) => idsOf(await openPositions(who, book));
    return {
      demo: await account(who, DEMO),
      real: await account(who, REAL),
      demoOpen: await ids(DEMO),
      realOpen: await ids(REAL),
    };
  }

  /** CUSTOMERS fresh customers, each with exactly `cash` on the real book, and a bystander with a position of its own. */
  async function prepare(cash: Money) {
    const customers = await customersWith(app, CUSTOMERS, cash.toString());
    const [bystander] = (await customersWith(app, 1, '1000')) as [SignedUp];
    setPrice(app, CODE, PRICE);
    const bystanderOrder = await openPosition(app, bystander, orderBody(), REAL);
    expect(bystanderOrder.code).toBe(200);
    return { customers, bystander };
  }

  function orderBody() {
    return { instrumentId: instrumentId(app, CODE), side: 'long', lots: LOTS, leverage: LEVERAGE };
  }

  /** Every customer's orders, each with its own key, all at once; each order sent `copies` times concurrently. */
  async function fire(customers: readonly SignedUp[], copies: number): Promise<Sent[]> {
    const orders = customers.flatMap((who, customer) =>
      Array.from({ length: ORDERS_PER_CUSTOMER }, (_, n) => ({ who, customer, key: `race-${customer}-${n}` })),
    );
    // A fresh tick just before, so that no order is refused for a stale price.
    setPrice(app, CODE, PRICE);
    const answers = await Promise.all(
      orders.flatMap(({ who, key }) =>
        Array.from({ length: copies }, () => openPosition(app, who, orderBody(), REAL, key)),
      ),
    );
    return orders.map(({ customer, key }, index) => ({
      customer,
      key,
      answers: answers.slice(index * copies, (index + 1) * copies),
    }));
  }

  /** The outcome every run must have, whatever the interleaving. */
  async function expectExactlyCovered(customers: readonly SignedUp[], sent: readonly Sent[], cash: Money) {
    const { margin, fee } = costOfOne();
    const accepted = sent.filter((order) => order.answers[0]!.code === 200);
    expect(accepted).toHaveLength(CUSTOMERS * COVERED);
    expect(new Set(accepted.map((order) => order.answers[0]!.result!.id)).size).toBe(CUSTOMERS * COVERED);
    const refusals = sent.filter((order) => order.answers[0]!.code !== 200).flatMap((order) => order.answers);
    expect(refusals.map((answer) => [answer.code, answer.result])).toEqual(
      refusals.map(() => [ErrorCode.insufficientBalance, null]),
    );
    for (const order of accepted) {
      const position = order.answers[0]!.result!;
      expect(position).toMatchObject({ status: 'open', mode: 'real', code: CODE, lots: LOTS, leverage: LEVERAGE });
      expect([position.openPrice, position.margin, position.fee]).toEqual([PRICE, margin.toString(), fee.toString()]);
    }
    // The balance shown counts the margin set aside; what is free to use is the cash left: none.
    const usedMargin = margin.times(String(COVERED));
    const balance = cash.minus(fee.times(String(COVERED)));
    const left = balance.minus(usedMargin);
    for (const [index, who] of customers.entries()) {
      const own = accepted.filter((order) => order.customer === index).map((order) => order.answers[0]!.result!.id);
      expect(idsOf(await openPositions(who, REAL))).toEqual(own.sort(byNumber));
      const real = await account(who, REAL);
      expect([real.balance, real.held, real.usedMargin, real.freeMargin, real.equity]).toEqual(
        [balance, Money.zero(), usedMargin, left, balance].map((amount) => amount.toString()),
      );
    }
    expect(await findViolations(app.database.db)).toEqual([]);
  }

  it(`opens exactly ${COVERED} positions per customer out of ${ORDERS_PER_CUSTOMER} racing orders, and refuses the rest`, async () => {
    const { margin, fee } = costOfOne();
    const cash = margin.plus(fee).times(String(COVERED));
    const { customers, bystander } = await prepare(cash);
    const demoBefore = await Promise.all(customers.map((who) => figures(who).then((all) => all.demo)));
    const bystanderBefore = await figures(bystander);

    const sent = await fire(customers, 1);

    await expectExactlyCovered(customers, sent, cash);
    expect(await Promise.all(customers.map((who) => figures(who).then((all) => all.demo)))).toEqual(demoBefore);
    expect(await figures(bystander)).toEqual(bystanderBefore);
  });

  it('answers both copies of an order sent twice at once with the same key with one and the same position', async () => {
    const { margin, fee } = costOfOne();
    const cash = margin.plus(fee).times(String(COVERED));
    const { customers, bystander } = await prepare(cash);
    const bystanderBefore = await figures(bystander);

    const sent = await fire(customers, 2);

    for (const order of sent) {
      const [first, second] = order.answers as [Answer<PositionRecord | null>, Answer<PositionRecord | null>];
      expect([second.code, second.result?.id], order.key).toEqual([first.code, first.result?.id]);
    }
    await expectExactlyCovered(customers, sent, cash);
    expect(await figures(bystander)).toEqual(bystanderBefore);
  });
});
