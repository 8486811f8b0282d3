import {
  ACCOUNT_CURRENCY,
  ACCOUNT_SCALE,
  ErrorCode,
  Money,
  OPEN_OPTIONS_MAX,
  refusalReasons,
  type AccountMode,
  type BuyOptionsBody,
  type OptionDirection,
  type OptionsOrder,
  type OptionsProduct,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import type { Feed } from '../../feed/feed.ts';
import type { Tick } from '../../feed/types.ts';
import { AppError } from '../../core/errors.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import { IDEMPOTENCY_KEY_REUSED, keyedCall, withIdempotency, type KeyedCall } from '../../core/idempotency.ts';
import { LedgerError, post, systemAccountId, type LockedCustomerAccount } from '../../ledger/index.ts';
import type { SessionContext } from '../../core/request.ts';
import { marketStatus } from '../market/service.ts';
import type { InstrumentRow } from '../market/service.ts';
import { lockCashAccount } from './accounts.ts';
import { stakeVerdict, type StakeProblem } from '@tp/contract/rules/trading';
import { canonical, decimalOf } from './arithmetic.ts';
import { accountExposure, freeMarginOf } from './exposure.ts';
import { freshTick } from './instruments.ts';
import { toOptionsOrder, toProduct } from './options-record.ts';
import * as repo from './options-repo.ts';
import type { OptionsSettler } from './options-settler.ts';
import { orderListRange } from './order-filter.ts';

export const optionsMessages = {
  noSuchInstrument: refusalReasons.noSuchInstrument,
  noSuchProduct: 'No such options product, or it is not offered now.',
  period: 'The period does not match the product; reload the product list.',
  closed: 'The market is closed; trading is unavailable.',
  stakeFormat: 'The stake must be a decimal amount, e.g. "100.50".',
  stakePositive: 'The stake must be more than zero.',
  stakeDecimals: `A stake has at most ${ACCOUNT_SCALE} decimals.`,
  tooManyOpen: `At most ${OPEN_OPTIONS_MAX} options may be open at once.`,
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
}

/** A purchase checked before its transaction (checkedBuy), with the account locked inside it. */
interface Buy {
  instrument: InstrumentRow;
  product: repo.OptionsProductRow;
  tick: Tick;
  stake: Money;
  account: LockedCustomerAccount;
  userId: number;
  mode: AccountMode;
  direction: OptionDirection;
  now: Date;
}

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

  constructor(deps: OptionsDeps) {
    this.db = deps.db;
    this.feed = deps.feed;
    this.instruments = new Map(deps.instruments.map((row) => [row.id, row]));
    this.now = deps.now;
    this.settler = deps.settler;
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
    const { userId } = session;
    const request = {
      ...keyedCall('buyOptions', { userId, mode }, idempotencyKey, [
        body.instrumentId,
        body.productId,
        body.periodSeconds,
        body.direction,
        canonical(body.stake),
      ]),
      answer: this.storedOrder(userId, mode),
    };
    const now = this.now();
    try {
      return await withIdempotency(this.db, request, {
        // Every check here refuses with its code before anything is written.
        prepare: () => this.checkedBuy(body, now),
        lock: (tx) => lockCashAccount(tx, { userId, mode }),
        run: (tx, checked, account) =>
          this.book(tx, { ...checked, account, userId, mode, direction: body.direction, now }, request),
      });
    } catch (err) {
      if (err instanceof LedgerError && err.failure === 'insufficient_funds') {
        throw new AppError(ErrorCode.insufficientBalance);
      }
      throw err;
    }
  }

  /**
   * Under the account's lock: room for one more open option and the stake covered, then the
   * entry that moves the stake to the stakes account and the order that names it.
   */
  private async book(tx: Db, buy: Buy, keyed: KeyedCall): Promise<OptionsOrder> {
    const { instrument, product, tick, stake, account, userId, mode, now } = buy;
    if ((await repo.countOpen(tx, userId, mode)) >= OPEN_OPTIONS_MAX) {
      throw new AppError(ErrorCode.badParameters, optionsMessages.tooManyOpen);
    }
    // The stake is paid from cash not held, and may not use more than the free margin either
    // (a floating loss on open positions lowers what options may take).
    const freeMargin = freeMarginOf(account.available, await accountExposure(tx, this.feed, userId, mode));
    if (stake.gt(account.available) || stake.gt(freeMargin)) throw new AppError(ErrorCode.insufficientBalance);

    const id = await repo.nextOrderId(tx);
    const stakes = await systemAccountId(tx, 'option_stakes', mode, ACCOUNT_CURRENCY);
    const { entryId } = await post(tx, {
      kind: 'option_buy',
      mode,
      currency: ACCOUNT_CURRENCY,
      reference: `options_order:${id}`,
      postings: [
        { accountId: account.id, amount: stake.negated() },
        { accountId: stakes, amount: stake },
      ],
      lockedAccounts: [account],
    });
    const row = await repo.insertOrder(tx, {
      id,
      userId,
      mode,
      instrumentId: instrument.id,
      code: instrument.code,
      productId: product.id,
      direction: buy.direction,
      periodSeconds: product.periodSeconds,
      payoutRate: product.payoutRate,
      stake: stake.toString(),
      openPrice: tick.priceText,
      openTickTimeMs: tick.time,
      expiresAtMs: now.getTime() + product.periodSeconds * 1000,
      buyEntryId: entryId,
      idempotencyKey: keyed.key ?? null,
      requestHash: keyed.requestHash,
      createdAt: now,
    });
    return toOptionsOrder({
      ...row,
      appName: instrument.appName,
      type: instrument.type,
      precision: instrument.precision,
    });
  }

  /** The instrument, product, live tick and stake of a new order; anything wrong is refused with its code. */
  private async checkedBuy(body: BuyOptionsBody, now: Date) {
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
