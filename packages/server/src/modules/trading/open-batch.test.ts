import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SCALE, ErrorCode, Money } from '@tp/contract';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { databaseKinds, postgresAvailable } from '../../../test/databases.ts';
import {
  accountFigures,
  closePosition,
  fundReal,
  instrumentId,
  openPosition,
  REAL,
  setPrice,
} from '../../../test/money.ts';
import { signUp } from '../../../test/signin.ts';
import { findViolations } from '../../ledger/index.ts';
import { queryRows } from '../../db/client.ts';
import { sql } from 'drizzle-orm';
import { twoNodesOnOnePostgres } from '../../../test/two-nodes.ts';

const CODE = 'BTCUSDT';
const LEVERAGE = 10;
const LOTS = '0.01';
const OPEN_PRICE = '60000';
/** Where the first position is closed at a loss, and the last order is priced. */
const LOWER_PRICE = '59000';

function costOf(app: TestApp, price: string): { margin: Money; fee: Money } {
  const instrument = app.instruments.find((i) => i.code === CODE)!;
  const notional = Money.of(LOTS).times(instrument.contractSize).times(price);
  return {
    margin: notional.dividedBy(String(LEVERAGE), ACCOUNT_SCALE, 'up'),
    fee: notional.times(instrument.feeRate).round(ACCOUNT_SCALE, 'up'),
  };
}

const orderOf = (app: TestApp, lots = LOTS) => ({
  instrumentId: instrumentId(app, CODE),
  side: 'long',
  lots,
  leverage: LEVERAGE,
});

/** What LOTS of CODE lose when the price falls from `from` to `to`. */
function lossOf(app: TestApp, from: string, to: string): Money {
  const contractSize = app.instruments.find((i) => i.code === CODE)!.contractSize;
  return Money.of(from).minus(to).times(LOTS).times(contractSize);
}

/**
 * A batch of orders takes the positions it already knows of an account from memory and reads only
 * the rest; these tests change an account's positions where that memory does not see it, and
 * check that the next order is decided on what the database holds now.
 */
describe.each(databaseKinds)('orders decided on the open positions of now, on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, { tradingEngine: false, optionsSettler: false });
  });
  afterAll(async () => {
    await app.close();
  });

  it('takes position ids from a sequence that hands each out after the ones before it (cache 1)', async () => {
    // An order reads only the positions newer than the newest it knows (open-repo.ts): with a
    // cache per connection, an id taken later under the account's lock could be a lower one.
    const [sequence] = await queryRows<{ cache_size: number | string }>(
      app.database.db,
      sql`select cache_size from pg_sequences where schemaname = 'public'
          and sequencename = split_part(pg_get_serial_sequence('positions', 'id'), '.', 2)`,
    );
    expect(Number(sequence?.cache_size)).toBe(1);
  });

  it('after a close the orders were not told of, counts neither the closed position nor its loss', async () => {
    const who = await signUp(app);
    const first = costOf(app, OPEN_PRICE);
    const last = costOf(app, LOWER_PRICE);
    const loss = lossOf(app, OPEN_PRICE, LOWER_PRICE);
    // Exactly enough for the first position's fee and loss, then the last order's margin and fee.
    await fundReal(app, who, first.fee.plus(loss).plus(last.margin).plus(last.fee).toString());

    setPrice(app, CODE, OPEN_PRICE);
    const opened = await openPosition(app, who, orderOf(app), REAL);
    expect(opened.code).toBe(200);
    // A refused order still has its batch read (and remember) the account's open position.
    expect((await openPosition(app, who, orderOf(app, '5'), REAL)).code).toBe(ErrorCode.insufficientBalance);

    setPrice(app, CODE, LOWER_PRICE);
    const closed = await closePosition(app, who, opened.result!.id, REAL);
    expect([closed.code, closed.result?.profit]).toEqual([200, loss.negated().toString()]);
    const figures = await accountFigures(app, who, REAL);
    expect([figures.freeMargin, figures.usedMargin]).toEqual([last.margin.plus(last.fee).toString(), '0']);

    // Counting the closed position's loss a second time would refuse it for want of free margin.
    const lastOrder = await openPosition(app, who, orderOf(app), REAL);
    expect([lastOrder.code, lastOrder.result?.margin]).toEqual([200, last.margin.toString()]);
    expect((await accountFigures(app, who, REAL)).freeMargin).toBe('0');
    expect(await findViolations(app.database.db)).toEqual([]);
  });

  it('counts every position the orders learnt of one batch at a time in the floating loss, to the unit', async () => {
    const who = await signUp(app);
    const opening = costOf(app, OPEN_PRICE);
    const last = costOf(app, LOWER_PRICE);
    const move = lossOf(app, OPEN_PRICE, LOWER_PRICE);
    // Three longs lose the move each and a short gains it: a floating loss of twice the move.
    const floatingLoss = move.times('2');
    const opensCost = opening.margin.plus(opening.fee).times('4');
    // Exactly enough for the four positions, their floating loss and the last order's margin and fee.
    await fundReal(app, who, opensCost.plus(floatingLoss).plus(last.margin).plus(last.fee).toString());

    setPrice(app, CODE, OPEN_PRICE);
    // One order a batch: each batch learns the position the one before it wrote.
    for (const side of ['long', 'long', 'long', 'short']) {
      expect((await openPosition(app, who, { ...orderOf(app), side }, REAL)).code).toBe(200);
    }
    setPrice(app, CODE, LOWER_PRICE);
    expect((await accountFigures(app, who, REAL)).freeMargin).toBe(last.margin.plus(last.fee).toString());

    // The cash would cover a tenth more, the free margin would not: without the third long's loss
    // the order would pass.
    expect((await openPosition(app, who, orderOf(app, '0.011'), REAL)).code).toBe(ErrorCode.insufficientBalance);
    // Exactly the free margin: within a rounding of each position, so decided by valuing them all.
    expect((await openPosition(app, who, orderOf(app), REAL)).code).toBe(200);
    expect((await accountFigures(app, who, REAL)).freeMargin).toBe('0');
    expect((await openPosition(app, who, orderOf(app, '0.001'), REAL)).code).toBe(ErrorCode.insufficientBalance);
    expect(await findViolations(app.database.db)).toEqual([]);
  });
});

/**
 * A node remembers an account's positions; another node closes one of them and opens one: the
 * first node's next order must see both changes, though the count of open positions is what it was.
 */
describe.runIf(postgresAvailable)('orders on one node after positions changed on another', () => {
  const nodes = twoNodesOnOnePostgres({ tradingEngine: false, optionsSettler: false });

  it('counts the position opened on the other node and not the one it closed', async () => {
    const who = await signUp(nodes.a);
    const MIDDLE_PRICE = '59500';
    const first = costOf(nodes.a, OPEN_PRICE);
    const second = costOf(nodes.a, MIDDLE_PRICE);
    const last = costOf(nodes.a, LOWER_PRICE);
    const realisedLoss = lossOf(nodes.a, OPEN_PRICE, LOWER_PRICE);
    const floatingLoss = lossOf(nodes.a, MIDDLE_PRICE, LOWER_PRICE);
    // Exactly enough for both positions, the first one's loss taken and the second one's floating
    // loss, then the last order's margin and fee.
    const needed = [first.fee, realisedLoss, second.margin, second.fee, floatingLoss, last.margin, last.fee];
    await fundReal(nodes.a, who, needed.reduce((sum, amount) => sum.plus(amount)).toString());

    for (const node of [nodes.a, nodes.b]) setPrice(node, CODE, OPEN_PRICE);
    const opened = await openPosition(nodes.a, who, orderOf(nodes.a), REAL);
    expect(opened.code).toBe(200);
    // Node A's batches read the position and remember it.
    expect((await openPosition(nodes.a, who, orderOf(nodes.a, '5'), REAL)).code).toBe(ErrorCode.insufficientBalance);

    setPrice(nodes.b, CODE, MIDDLE_PRICE);
    expect((await openPosition(nodes.b, who, orderOf(nodes.b), REAL)).code).toBe(200);
    setPrice(nodes.b, CODE, LOWER_PRICE);
    expect((await closePosition(nodes.b, who, opened.result!.id, REAL)).code).toBe(200);
    expect((await accountFigures(nodes.b, who, REAL)).freeMargin).toBe(last.margin.plus(last.fee).toString());

    // Valuing the closed position instead of the new one would count the realised loss twice.
    setPrice(nodes.a, CODE, LOWER_PRICE);
    const lastOrder = await openPosition(nodes.a, who, orderOf(nodes.a), REAL);
    expect([lastOrder.code, lastOrder.result?.margin]).toEqual([200, last.margin.toString()]);
    expect((await accountFigures(nodes.a, who, REAL)).freeMargin).toBe('0');
    expect((await openPosition(nodes.a, who, orderOf(nodes.a, '0.001'), REAL)).code).toBe(
      ErrorCode.insufficientBalance,
    );
    expect(await findViolations(nodes.database.db)).toEqual([]);
  });
});
