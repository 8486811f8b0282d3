import {
  ACCOUNT_CURRENCY,
  ACCOUNT_SCALE,
  ErrorCode,
  Money,
  refusalReasons,
  type AccountMode,
  type BuyOptionsBody,
  type OptionDirection,
  type OptionsOrder,
  type OptionsProduct,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import type { Feed } from '../../feed/feed.ts';
import { AppError } from '../../core/errors.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import { GroupCommit } from '../../core/group-commit.ts';
import { IDEMPOTENCY_KEY_REUSED, keyedCall, withIdempotency, type IdempotentRequest } from '../../core/idempotency.ts';
import { CustomerAccountIds, LedgerError, post, SystemAccountIds } from '../../ledger/index.ts';
import type { SessionContext } from '../../core/request.ts';
import { marketStatus } from '../market/service.ts';
import type { InstrumentRow } from '../market/service.ts';
import { lockCashAccount } from './accounts.ts';
import { stakeVerdict, type StakeProblem } from '@tp/contract/rules/trading';
import { canonical, decimalOf } from './arithmetic.ts';
import { loneRequest, submitOrServeAlone } from '../../core/batch-keys.ts';
import { accountExposure } from './exposure.ts';
import { freshTick } from './instruments.ts';
import { toOptionsOrder, toProduct } from './options-record.ts';
import * as repo from './options-repo.ts';
import type { OptionsSettler } from './options-settler.ts';
import { orderListRange } from './order-filter.ts';
import {
  buyEntry,
  checkOptionRoom,
  orderRow,
  TOO_MANY_OPTIONS_OPEN,
  writeBuys,
  type BatchedBuy,
  type CheckedBuy,
} from './options-batch.ts';
import { accountKey } from '../../core/account-key.ts';

export const optionsMessages = {
  noSuchInstrument: refusalReasons.noSuchInstrument,
  noSuchProduct: 'No such options product, or it is not offered now.',
  period: 'The period does not match the product; reload the product list.',
  closed: 'The market is closed; trading is unavailable.',
  stakeFormat: 'The stake must be a decimal amount, e.g. "100.50".',
  stakePositive: 'The stake must be more than zero.',
  stakeDecimals: `A stake has at most ${ACCOUNT_SCALE} decimals.`,
  tooManyOpen: TOO_MANY_OPTIONS_OPEN,
  idempotencyReused: IDEMPOTENCY_KEY_REUSED,
  noSuchOrder: 'No such order.',
} as const;

export interface OptionsListQuery {
  status?: 'open' | 'settled';
  instrumentId?: string;
  direction?: OptionDirection;
  from?: string;
  to?: string;
}

export interface OptionsDeps {
  db: Db;
  feed: Feed;
  instruments: readonly InstrumentRow[];
  now: () => Date;
  settler: OptionsSettler;
  /** Most purchase batches written at once; 1 by default (the embedded database). */
  batches?: number;
  onBatchFailure?: (err: unknown, size: number) => void;
}

/** Most purchases in one batch: every bound is explicit. */
export const BUY_BATCH_MAX = 64;

/**
 * Up/down options: the product list, purchases, the customer's orders. The stake leaves the
 * account at purchase for the stakes account; the settler pays out at expiry against the
 * recorded price. Every read of orders is the session's own, in the request's mode.
 */
export class OptionsService {
  private readonly db: Db;
  private readonly feed: Feed;
  private readonly instruments: ReadonlyMap<number, InstrumentRow>;
  private readonly now: () => Date;
  readonly settler: OptionsSettler;
  /** Purchases: those of different accounts that arrive together are written in one transaction. */
  readonly buys: GroupCommit<BatchedBuy, OptionsOrder>;
  /** The ids of the accounts purchases were decided on, so that a batch locks them by primary key. */
  private readonly accountIds = new CustomerAccountIds();
  private readonly systemAccounts: SystemAccountIds;

  constructor(deps: OptionsDeps) {
    this.db = deps.db;
    this.systemAccounts = new SystemAccountIds(deps.db);
    this.feed = deps.feed;
    this.instruments = new Map(deps.instruments.map((row) => [row.id, row]));
    this.now = deps.now;
    this.settler = deps.settler;
    this.buys = new GroupCommit({
      write: async (buys) =>
        (await writeBuys(this.db, buys, this.feed, (id) => this.instruments.get(id)?.type ?? 0, this.accountIds)).map(
          (outcome) => (outcome.ok ? { ok: true, value: this.view(outcome.value) } : outcome),
        ),
      alone: (buy) =>
        this.buyAlone(loneRequest('buyOptions', buy, this.storedOrder(buy.owner.userId, buy.owner.mode)), () => buy),
      keyOf: (buy) => accountKey(buy.owner.userId, buy.owner.mode),
      maxBatchSize: BUY_BATCH_MAX,
      maxConcurrentBatches: deps.batches ?? 1,
      onBatchFailure: deps.onBatchFailure,
    });
  }

  /** The products on offer, shortest period first. */
  async products(): Promise<OptionsProduct[]> {
    return (await repo.listProducts(this.db, true)).map(toProduct);
  }

  /** Settles the orders due at `nowMs` (one batch); the settler's loop calls the same. */
  settleDue(nowMs: number): Promise<number> {
    return this.settler.settleDue(nowMs);
  }

  async buy(
    session: SessionContext,
    mode: AccountMode,
    body: BuyOptionsBody,
    idempotencyKey?: string,
  ): Promise<OptionsOrder> {
    const owner = { userId: session.userId, mode };
    const request = {
      ...keyedCall('buyOptions', owner, idempotencyKey, [
        body.instrumentId,
        body.productId,
        body.periodSeconds,
        body.direction,
        canonical(body.stake),
      ]),
      answer: this.storedOrder(session.userId, mode),
    };
    const now = this.now();
    // Every check here refuses with its code before anything is written.
    const prepare = async (): Promise<BatchedBuy> => ({
      owner,
      checked: await this.checkedBuy(body, now),
      direction: body.direction,
      stakesAccount: await this.systemAccounts.of('option_stakes', mode, ACCOUNT_CURRENCY),
      idempotencyKey: idempotencyKey ?? null,
      requestHash: request.requestHash,
      now,
    });
    try {
      return await submitOrServeAlone(this.buys, idempotencyKey !== undefined, prepare, (prepared) =>
        this.buyAlone(request, prepared),
      );
    } catch (err) {
      if (err instanceof LedgerError && err.failure === 'insufficient_funds') {
        throw new AppError(ErrorCode.insufficientBalance);
      }
      throw err;
    }
  }

  /** One purchase in a transaction of its own, under its account's lock, once per key. */
  private buyAlone(
    request: IdempotentRequest<OptionsOrder>,
    prepare: () => BatchedBuy | Promise<BatchedBuy>,
  ): Promise<OptionsOrder> {
    return withIdempotency(this.db, request, {
      prepare,
      lock: (tx) => lockCashAccount(tx, { userId: request.userId, mode: request.mode }),
      run: async (tx, buy, account) => {
        const { userId, mode } = buy.owner;
        const exposure = await accountExposure(tx, this.feed, userId, mode);
        checkOptionRoom(await repo.countOpen(tx, userId, mode), buy.checked.stake, account.available, exposure);
        const id = await repo.nextOrderId(tx);
        const { entryId } = await post(tx, { ...buyEntry(buy, id, account.id), lockedAccounts: [account] });
        return this.view(await repo.insertOrder(tx, orderRow(buy, id, entryId)));
      },
    });
  }

  /** The record of an order written just now, with what it shows of its instrument. */
  private view(row: repo.OptionsOrderRow): OptionsOrder {
    const instrument = this.instruments.get(row.instrumentId);
    if (!instrument) throw new Error(`options order ${row.id}: no instrument ${row.instrumentId}`);
    return toOptionsOrder({
      ...row,
      appName: instrument.appName,
      type: instrument.type,
      precision: instrument.precision,
    });
  }

  /** The instrument, product, live tick and stake of a new order; anything wrong is refused with its code. */
  private async checkedBuy(body: BuyOptionsBody, now: Date): Promise<CheckedBuy> {
    const instrument = this.instruments.get(body.instrumentId);
    if (!instrument) throw new AppError(ErrorCode.optionsProductWrong, optionsMessages.noSuchInstrument);
    const product = await repo.findProduct(this.db, body.productId);
    if (!product?.enabled) throw new AppError(ErrorCode.optionsProductWrong, optionsMessages.noSuchProduct);
    if (body.periodSeconds !== product.periodSeconds) {
      throw new AppError(ErrorCode.noMatchingPeriod, optionsMessages.period);
    }
    if (!marketStatus(instrument.calendar, now).open) {
      throw new AppError(ErrorCode.marketClosed, optionsMessages.closed);
    }
    const tick = freshTick(this.feed, instrument.code, now);
    return { instrument, product, tick, stake: this.stakeOf(body.stake, product) };
  }

  /** The stake as money, within the product's limits: anything else is 10016. */
  private stakeOf(text: string, product: repo.OptionsProductRow): Money {
    const verdict = stakeVerdict(decimalOf(text), product);
    if (verdict.ok) return verdict.value;
    const plain = (value: string) => Money.of(value).toString();
    const range = `The stake for this period is ${plain(product.minStake)} to ${plain(product.maxStake)} ${ACCOUNT_CURRENCY}.`;
    const messageOf: Record<StakeProblem, string> = {
      format: optionsMessages.stakeFormat,
      notPositive: optionsMessages.stakePositive,
      decimals: optionsMessages.stakeDecimals,
      belowMin: range,
      aboveMax: range,
    };
    throw new AppError(ErrorCode.purchaseAmountWrong, messageOf[verdict.problem]);
  }

  /** The order an earlier purchase under a key answered with, as it is now. */
  private storedOrder(userId: number, mode: AccountMode) {
    return async (db: Db, id: number): Promise<OptionsOrder | undefined> => {
      const row = await repo.findOwnOrder(db, userId, mode, id);
      return row && toOptionsOrder(row);
    };
  }

  async get(session: SessionContext, mode: AccountMode, id: number): Promise<OptionsOrder> {
    const row = await repo.findOwnOrder(this.db, session.userId, mode, id);
    if (!row) throw new AppError(ErrorCode.badParameters, optionsMessages.noSuchOrder);
    return toOptionsOrder(row);
  }

  async list(
    session: SessionContext,
    mode: AccountMode,
    query: OptionsListQuery,
    request: PageRequest,
  ): Promise<Page<OptionsOrder>> {
    const filter: repo.OrderFilter = {
      userId: session.userId,
      mode,
      status: query.status,
      direction: query.direction,
      ...orderListRange(query),
    };
    return listPage(
      request,
      repo.listOwnOrders(this.db, filter, request.pageSize, offsetOf(request)),
      repo.countOwnOrders(this.db, filter),
      toOptionsOrder,
    );
  }
}
