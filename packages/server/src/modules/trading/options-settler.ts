import { ACCOUNT_CURRENCY, ACCOUNT_SCALE, Money, type AccountMode } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { customerAccountId, post, systemAccountId, type PostingInput } from '../../ledger/index.ts';
import { notify } from '../notify/service.ts';
import * as repo from './options-repo.ts';
import { tickAtOrBefore, type RecordedTick } from '../../feed/ticks.ts';
import { RepeatingJob } from '../../core/repeating-job.ts';

/** Orders one settling transaction claims: every bound is explicit. */
export const SETTLE_BATCH = 100;
/** How often each node looks for due orders. */
export const SETTLE_INTERVAL_MS = 500;
/** Batches one round of the loop settles back to back before it waits for the next interval. */
const ROUNDS_PER_INTERVAL = 20;

export type SettledStatus = 'won' | 'lost' | 'tie' | 'refunded';

export interface Outcome {
  status: SettledStatus;
  /** What the customer is credited: stake + profit on a win, the stake on a tie or refund, 0 on a loss. */
  payout: Money;
}

/**
 * How an option ends, from its terms and the recorded price at expiry. Up wins above the open
 * price, down below it; the same price is a tie; no recorded price at all refunds the stake. A
 * win pays the stake back plus the stake times the payout rate, rounded down to the account's
 * decimals.
 */
export function outcomeOf(
  order: { direction: 'up' | 'down'; stake: string; payoutRate: string; openPrice: string },
  settle: RecordedTick | null,
): Outcome {
  const stake = Money.of(order.stake);
  if (!settle) return { status: 'refunded', payout: stake };
  const move = Money.of(settle.price).compare(order.openPrice);
  if (move === 0) return { status: 'tie', payout: stake };
  const won = order.direction === 'up' ? move > 0 : move < 0;
  if (!won) return { status: 'lost', payout: Money.zero() };
  const profit = stake.times(order.payoutRate).round(ACCOUNT_SCALE, 'down');
  return { status: 'won', payout: stake.plus(profit) };
}

/** Drops postings of zero (a profit that rounds to nothing): the ledger takes none. */
function nonZero(postings: PostingInput[]): PostingInput[] {
  return postings.filter((p) => !Money.of(p.amount).isZero());
}

/**
 * Settles one claimed order in the caller's transaction: reads the last recorded tick in
 * [opening tick, expiry], posts the settlement, records the outcome and tells the customer.
 */
export async function settleOrder(tx: Db, order: repo.OptionsOrderRow, settledAt: Date): Promise<SettledStatus> {
  const mode: AccountMode = order.mode;
  const settle = await tickAtOrBefore(tx, order.code, order.expiresAtMs, order.openTickTimeMs - 1);
  const { status, payout } = outcomeOf(order, settle);
  const stake = Money.of(order.stake);
  const stakes = await systemAccountId(tx, 'option_stakes', mode, ACCOUNT_CURRENCY);
  const customer = await customerAccountId(tx, order.userId, mode, ACCOUNT_CURRENCY);
  let postings: PostingInput[];
  if (status === 'lost') {
    const house = await systemAccountId(tx, 'house', mode, ACCOUNT_CURRENCY);
    postings = [
      { accountId: stakes, amount: stake.negated() },
      { accountId: house, amount: stake },
    ];
  } else if (status === 'won') {
    const house = await systemAccountId(tx, 'house', mode, ACCOUNT_CURRENCY);
    const profit = payout.minus(stake);
    postings = nonZero([
      { accountId: stakes, amount: stake.negated() },
      { accountId: house, amount: profit.negated() },
      { accountId: customer, amount: payout },
    ]);
  } else {
    postings = [
      { accountId: stakes, amount: stake.negated() },
      { accountId: customer, amount: stake },
    ];
  }
  const { entryId } = await post(tx, {
    kind: 'option_settle',
    mode,
    currency: ACCOUNT_CURRENCY,
    idempotencyKey: `option-settle:${order.id}`,
    reference: `options_order:${order.id}`,
    postings,
  });
  const marked = await repo.markSettled(tx, order.id, {
    status,
    settlePrice: settle ? settle.price : null,
    settleTickTimeMs: settle ? settle.time : null,
    payout: payout.toString(),
    settleEntryId: entryId,
    settledAt,
  });
  if (!marked) throw new Error(`options order ${order.id} was settled by someone else while claimed`);
  await notify(
    tx,
    order.userId,
    'option_settled',
    { orderId: order.id, code: order.code, status, payout: payout.toString() },
    settledAt,
  );
  return status;
}

export interface SettlerLog {
  error(obj: object, msg: string): void;
}

export interface SettlerDeps {
  db: Db;
  /** Orders settle this long after expiry, so that the ticks up to expiry are recorded first. */
  settleDelayMs: number;
  now: () => Date;
  log: SettlerLog;
  batchSize?: number;
  intervalMs?: number;
}

/**
 * Settles expired options, on every node. It reads only the database (the orders and the recorded
 * ticks), so an order whose expiry passed while no server ran settles at the next start, against
 * the price recorded at its expiry.
 */
export class OptionsSettler {
  private readonly db: Db;
  private readonly settleDelayMs: number;
  private readonly now: () => Date;
  private readonly log: SettlerLog;
  private readonly batchSize: number;
  private readonly loop: RepeatingJob;

  constructor(deps: SettlerDeps) {
    this.db = deps.db;
    this.settleDelayMs = deps.settleDelayMs;
    this.now = deps.now;
    this.log = deps.log;
    this.batchSize = deps.batchSize ?? SETTLE_BATCH;
    this.loop = new RepeatingJob({
      intervalMs: deps.intervalMs ?? SETTLE_INTERVAL_MS,
      roundsPerInterval: ROUNDS_PER_INTERVAL,
      step: async () => (await this.settleDue(this.now().getTime())) >= this.batchSize,
      onError: (err) => {
        this.log.error({ err }, 'options settlement round failed');
      },
    });
  }

  /**
   * Settles up to one batch of the orders due at `nowMs` (expired at least the settle delay ago)
   * in one transaction, each order under its own savepoint so that one failing order does not
   * hold back the others. Returns how many were settled.
   */
  async settleDue(nowMs: number): Promise<number> {
    const cutoff = nowMs - this.settleDelayMs;
    const settledAt = new Date(nowMs);
    return this.db.transaction(async (tx) => {
      const due = await repo.claimDue(tx, cutoff, this.batchSize);
      let settled = 0;
      for (const order of due) {
        try {
          await tx.transaction((savepoint) => settleOrder(savepoint, order, settledAt));
          settled += 1;
        } catch (err) {
          this.log.error({ err, orderId: order.id }, 'options order not settled');
        }
      }
      return settled;
    });
  }

  /** Starts the loop; a round still running when the next is due is not doubled. */
  start(): void {
    this.loop.start();
  }

  /** Stops the loop and waits for a round in progress, so that the database can be closed after. */
  stop(): Promise<void> {
    return this.loop.stop();
  }
}
