import { ErrorCode, OPEN_POSITIONS_MAX, type OpenPositionBody, type PositionRecord } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import type { Feed } from '../../feed/feed.ts';
import { AppError } from '../../core/errors.ts';
import { GroupCommit } from '../../core/group-commit.ts';
import { keyedCall, withIdempotency, type IdempotentRequest } from '../../core/idempotency.ts';
import { CustomerAccountIds, LedgerError, type CustomerAccount } from '../../ledger/index.ts';
import type { InstrumentRow } from '../market/service.ts';
import { lockCashAccount, type TradingAccountIds } from './accounts.ts';
import { canonical } from './arithmetic.ts';
import { floatingProfitOf, freeMarginOf } from './exposure.ts';
import { loneRequest, submitOrServeAlone } from '../../core/batch-keys.ts';
import { writeOpens, type BatchedOpen } from './open-batch.ts';
import { bookOpen, priceOrder, type Priced } from './open.ts';
import { openTermsAndIds } from './open-repo.ts';
import { OpenTermsCache } from './open-terms-cache.ts';
import { floatingProfitRange, type ProfitSums } from './profit-sums.ts';
import { messages } from './positions.ts';
import type { OpenPositionTerms, Owner, PositionRow } from './repo.ts';
import { accountKey } from '../../core/account-key.ts';

/** Most orders in one batch: every bound is explicit. */
export const ORDER_BATCH_MAX = 64;

export interface OrderDeskDeps {
  db: Db;
  feed: Feed;
  instrument: (id: number) => InstrumentRow;
  accounts: TradingAccountIds;
  /** The record a written position answers with. */
  view: (row: PositionRow) => PositionRecord;
  /** The answer stored under an order's key: the position it opened, as it is now. */
  storedPosition: (owner: Owner) => (db: Db, id: number) => Promise<PositionRecord | undefined>;
  now: () => Date;
  /** Most batches written at once: 1 on the embedded database, a few on PostgreSQL. */
  orderBatches?: number;
  onBatchFailure?: (err: unknown, size: number) => void;
}

/**
 * Where orders open positions. An order is priced at the live tick before any transaction, then
 * handed to group commit (open-batch.ts): decided under its account's lock together with the
 * orders of other accounts that arrived meanwhile, and answered once its batch has committed. An
 * order that must be served alone (a keyed repeat, a batch that failed as a whole) goes through
 * withIdempotency, one transaction of its own, with the same checks.
 */
export class OrderDesk {
  readonly opens: GroupCommit<BatchedOpen, PositionRecord>;
  /**
   * The ids of the accounts orders were decided on, so that a batch locks them by primary key; and
   * their open positions, so that a batch reads only what changed.
   */
  private readonly known = { accountIds: new CustomerAccountIds(), openTerms: new OpenTermsCache() };

  constructor(private readonly deps: OrderDeskDeps) {
    this.opens = new GroupCommit({
      write: async (orders) =>
        (
          await writeOpens(
            deps.db,
            orders,
            (open, account, priced) => this.checkRoom(open, account, priced),
            this.known,
          )
        ).map((outcome) => (outcome.ok ? { ok: true, value: deps.view(outcome.value) } : outcome)),
      alone: (order) =>
        this.openAlone(loneRequest('openPosition', order, deps.storedPosition(order.owner)), () => order),
      keyOf: (order) => accountKey(order.owner.userId, order.owner.mode),
      maxBatchSize: ORDER_BATCH_MAX,
      maxConcurrentBatches: deps.orderBatches ?? 1,
      onBatchFailure: deps.onBatchFailure,
    });
  }

  async open(owner: Owner, body: OpenPositionBody, idempotencyKey?: string): Promise<PositionRecord> {
    const keyed = keyedCall('openPosition', owner, idempotencyKey, [
      body.instrumentId,
      body.side,
      canonical(body.lots),
      body.leverage,
      canonical(body.stopLoss),
      canonical(body.takeProfit),
    ]);
    const { requestHash } = keyed;
    const request = { ...keyed, answer: this.deps.storedPosition(owner) };
    const now = this.deps.now();
    const prepare = async (): Promise<BatchedOpen> => ({
      owner,
      priced: priceOrder(this.deps.feed, this.deps.instrument(body.instrumentId), body, now),
      system: await this.deps.accounts.of(owner.mode),
      idempotencyKey: idempotencyKey ?? null,
      requestHash,
      now,
    });
    try {
      return await submitOrServeAlone(this.opens, idempotencyKey !== undefined, prepare, (prepared) =>
        this.openAlone(request, prepared),
      );
    } catch (err) {
      if (err instanceof LedgerError && err.failure === 'insufficient_funds') {
        throw new AppError(ErrorCode.insufficientBalance);
      }
      throw err;
    }
  }

  /** One order in a transaction of its own, under its account's lock, once per key. */
  private openAlone(
    request: IdempotentRequest<PositionRecord>,
    prepare: () => BatchedOpen | Promise<BatchedOpen>,
  ): Promise<PositionRecord> {
    return withIdempotency(this.deps.db, request, {
      prepare,
      lock: (tx) => lockCashAccount(tx, { userId: request.userId, mode: request.mode }),
      run: async (tx, order, account) => {
        // The entry and the position name each other: the id first, then the entry, then the row.
        const [terms] = await openTermsAndIds(tx, [order.owner]);
        this.checkRoom({ positions: terms?.open ?? [] }, account, order.priced);
        const row = await bookOpen(tx, { ...order, id: terms?.nextId ?? 0, account });
        return this.deps.view(row);
      },
    });
  }

  /**
   * Whether the account, locked, has room for the order: fewer than OPEN_POSITIONS_MAX positions
   * open, and the cost (margin + fee) within both the free margin and the cash (balance − held).
   * With the positions' sums, the free margin is bounded first (profit-sums.ts); every position is
   * valued only when the bounds leave the answer open, or without sums.
   */
  private checkRoom(
    open: { positions: readonly OpenPositionTerms[]; sums?: ProfitSums },
    account: CustomerAccount,
    priced: Priced,
  ): void {
    if (open.positions.length >= OPEN_POSITIONS_MAX) {
      throw new AppError(ErrorCode.badParameters, messages.tooManyOpen);
    }
    const cost = priced.costs.margin.plus(priced.costs.fee);
    if (cost.gt(account.available)) throw new AppError(ErrorCode.insufficientBalance);
    const typeOf = (instrumentId: number) => this.deps.instrument(instrumentId).type;
    const range = open.sums ? floatingProfitRange(this.deps.feed, open.sums, typeOf) : null;
    if (range && !cost.gt(freeMarginOf(account.available, { floatingProfit: range.low }))) return;
    if (range && cost.gt(freeMarginOf(account.available, { floatingProfit: range.high }))) {
      throw new AppError(ErrorCode.insufficientBalance);
    }
    const floatingProfit = floatingProfitOf(this.deps.feed, open.positions, (position) =>
      typeOf(position.instrumentId),
    );
    if (cost.gt(freeMarginOf(account.available, { floatingProfit }))) throw new AppError(ErrorCode.insufficientBalance);
  }
}
