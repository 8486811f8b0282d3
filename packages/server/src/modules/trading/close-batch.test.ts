import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Money, type PositionRecord } from '@tp/contract';
import { type Answer, startTestApp, type TestApp } from '../../../test/app.ts';
import { databaseKinds } from '../../../test/databases.ts';
import {
  accountFigures,
  closePosition,
  DEMO,
  customersWith,
  fundReal,
  instrumentId,
  openPosition,
  REAL,
  setPrice,
  type Book,
} from '../../../test/money.ts';
import { signUp, type SignedUp } from '../../../test/signin.ts';
import { ledgerEntries } from '../../db/schema.ts';
import { findViolations } from '../../ledger/index.ts';

const CODE = 'BTCUSDT';
const LOTS = '0.01';
const LEVERAGE = 10;
const OPEN_PRICE = '60000';
const CLOSE_PRICE = '60250.50';
const CUSTOMERS = 12;

/**
 * Customers' closes are group-committed like their orders: closes of different accounts that
 * arrive together are written in one transaction, each decided and answered on its own. These
 * tests send many at once and check each answer, what the ledger and the positions hold, and that
 * one close's refusal, its key or another customer's position never reaches another.
 */
describe.each(databaseKinds)('closes written together on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, { tradingEngine: false, optionsSettler: false });
  });
  afterAll(async () => {
    await app.close();
  });

  const order = () => ({ instrumentId: instrumentId(app, CODE), side: 'long', lots: LOTS, leverage: LEVERAGE });
  const contractSize = () => app.instruments.find((i) => i.code === CODE)!.contractSize;
  const profit = Money.of(CLOSE_PRICE).minus(OPEN_PRICE).times(LOTS);

  async function opened(who: SignedUp, book: Book = DEMO): Promise<PositionRecord> {
    setPrice(app, CODE, OPEN_PRICE);
    const answer = await openPosition(app, who, order(), book);
    expect(answer.code).toBe(200);
    return answer.result!;
  }

  const stats = () => ({ ...app.positions.closeDesk.closes.stats });
  const closeEntries = (positionId: number) =>
    app.database.db
      .select()
      .from(ledgerEntries)
      .where(
        sql`${ledgerEntries.reference} = ${`position:${positionId}`} and ${ledgerEntries.kind} = 'position_close'`,
      );

  it('closes every customer’s position at once through the group commit, each answered with its own', async () => {
    const customers = await customersWith(app, CUSTOMERS);
    const positions = await Promise.all(customers.map((who) => opened(who)));
    const before = stats();
    setPrice(app, CODE, CLOSE_PRICE);

    const answers = await Promise.all(
      customers.map((who, i) => closePosition(app, who, positions[i]!.id, DEMO, `close-${i}`)),
    );

    const expected = profit.times(contractSize()).toString();
    answers.forEach((answer, i) => {
      expect([answer.code, answer.result?.id, answer.result?.status]).toEqual([200, positions[i]!.id, 'closed']);
      expect([answer.result?.closePrice, answer.result?.profit, answer.result?.closeReason]).toEqual([
        CLOSE_PRICE,
        expected,
        'customer',
      ]);
    });
    const after = stats();
    // Every close went through the group commit; how many batches depends on how they arrive.
    expect(after.requests - before.requests).toBe(CUSTOMERS);
    // Each customer has its margin back with the profit, less the opening fee.
    for (const [i, who] of customers.entries()) {
      const figures = await accountFigures(app, who, DEMO);
      expect(figures.usedMargin).toBe('0');
      const again = await closePosition(app, who, positions[i]!.id, DEMO, `close-${i}`);
      expect([again.code, again.result?.id, again.result?.profit]).toEqual([200, positions[i]!.id, expected]);
    }
    expect(await findViolations(app.database.db)).toEqual([]);
  });

  it('refuses, within one batch, another’s position, the other book’s and a closed one, and frees their keys', async () => {
    const [owner, intruder, otherBook, twice, bystander] = await customersWith(app, 5);
    await fundReal(app, otherBook!, '1000');
    const [ownersPosition, realPosition, closedPosition, bystanders] = await Promise.all([
      opened(owner!),
      opened(otherBook!, REAL),
      opened(twice!),
      opened(bystander!),
    ]);
    expect((await closePosition(app, twice!, closedPosition.id, DEMO)).code).toBe(200);
    setPrice(app, CODE, CLOSE_PRICE);
    const ownerBefore = await accountFigures(app, owner!, DEMO);

    const [stolen, wrongBook, closedAgain, bystanderClose] = await Promise.all([
      closePosition(app, intruder!, ownersPosition.id, DEMO, 'taken'),
      closePosition(app, otherBook!, realPosition.id, DEMO, 'taken'),
      closePosition(app, twice!, closedPosition.id, DEMO, 'taken'),
      closePosition(app, bystander!, bystanders.id, DEMO, 'taken'),
    ]);

    const refusal = (answer: Answer<PositionRecord | null>) => [answer.code, answer.msg, answer.result];
    expect(refusal(stolen)).toEqual([ErrorCode.badParameters, 'No such position.', null]);
    expect(refusal(wrongBook)).toEqual([ErrorCode.badParameters, 'No such position.', null]);
    expect(refusal(closedAgain)).toEqual([ErrorCode.badParameters, 'The position is already closed.', null]);
    expect([bystanderClose.code, bystanderClose.result?.status]).toEqual([200, 'closed']);
    // The owner's position and money are untouched; the real position is still open.
    expect(await accountFigures(app, owner!, DEMO)).toEqual(ownerBefore);
    const stillOpen = await closePosition(app, otherBook!, realPosition.id, REAL);
    expect([stillOpen.code, stillOpen.result?.status]).toEqual([200, 'closed']);
    // A refused close keeps nothing under its key: the key serves another call.
    setPrice(app, CODE, OPEN_PRICE);
    const reused = await openPosition(app, intruder!, order(), DEMO, 'taken');
    expect([reused.code, reused.result?.status]).toEqual([200, 'open']);
    expect(await findViolations(app.database.db)).toEqual([]);
  });

  it('refuses other customers who close a position in the same batch as its owner, and pays only the owner', async () => {
    const [owner, ...intruders] = (await customersWith(app, 7)) as [SignedUp, ...SignedUp[]];
    const position = await opened(owner);
    await Promise.all(intruders.map((who) => opened(who)));
    setPrice(app, CODE, CLOSE_PRICE);
    const intrudersBefore = await Promise.all(intruders.map((who) => accountFigures(app, who, DEMO)));
    const before = stats();

    const [own, ...stolen] = await Promise.all([
      closePosition(app, owner, position.id, DEMO),
      ...intruders.map((who) => closePosition(app, who, position.id, DEMO)),
    ]);

    expect(stats().failedBatches).toBe(before.failedBatches);
    expect([own.code, own.result?.id, own.result?.status]).toEqual([200, position.id, 'closed']);
    expect(stolen.map((answer) => [answer.code, answer.msg, answer.result])).toEqual(
      intruders.map(() => [ErrorCode.badParameters, 'No such position.', null]),
    );
    expect(await Promise.all(intruders.map((who) => accountFigures(app, who, DEMO)))).toEqual(intrudersBefore);
    expect(await closeEntries(position.id)).toHaveLength(1);
    expect(await findViolations(app.database.db)).toEqual([]);
  });

  it('closes a position once when one close is sent twice under its key and many others race it', async () => {
    const who = await signUp(app);
    const position = await opened(who);
    setPrice(app, CODE, CLOSE_PRICE);

    const answers = await Promise.all([
      closePosition(app, who, position.id, DEMO, 'once'),
      closePosition(app, who, position.id, DEMO, 'once'),
      ...Array.from({ length: 8 }, (_, n) => closePosition(app, who, position.id, DEMO, `other-${n}`)),
    ]);

    const closed = answers.filter((answer) => answer.code === 200);
    const refused = answers.filter((answer) => answer.code !== 200);
    expect(new Set(closed.map((answer) => answer.result?.id))).toEqual(new Set([position.id]));
    expect(refused.map((answer) => answer.msg)).toEqual(refused.map(() => 'The position is already closed.'));
    // The two copies under one key answer alike; exactly one close happened.
    expect([answers[1].code, answers[1].result?.id]).toEqual([answers[0].code, answers[0].result?.id]);
    expect(closed.length === 1 || (closed.length === 2 && answers[0].code === 200)).toBe(true);
    expect(await closeEntries(position.id)).toHaveLength(1);
    expect(await findViolations(app.database.db)).toEqual([]);
  });
});
