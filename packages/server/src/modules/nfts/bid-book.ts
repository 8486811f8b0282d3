import { ErrorCode, Money } from '@tp/contract';
import { AppError } from '../../core/errors.ts';
import type { KeyedRequest } from '../../core/batch-keys.ts';
import type { Notice } from '../notify/service.ts';
import { endAfterBid, liveLotFor, outbidNotice, refuseBelowMinimum } from './bidding.ts';
import type { BidRow, NftRow } from './repo.ts';

/** A bid as the group commit carries it. */
export interface BatchedBid extends KeyedRequest {
  owner: { userId: number; mode: 'real' };
  nftId: number;
  amount: Money;
}

/** A bidder's real account as locked for the batch: its id and what it has free now. */
export interface BidderAccount {
  id: number;
  available: Money;
}

/** A lot's top bid while the batch decides: one from before the batch (bid set) or one of the batch's (accepted set). */
interface Top {
  userId: number;
  amount: Money;
  bid: BidRow | null;
  accepted: AcceptedBid | null;
}

/** A bid the batch accepted: outbid when a later bid of the batch took the lot. */
export interface AcceptedBid {
  request: BatchedBid;
  accountId: number;
  status: 'top' | 'outbid';
  /** The lot right after this bid, as the market is told of it. */
  lotAfter: NftRow;
}

/**
 * The bids of a batch decided one after another, in the order they came, in memory, under the
 * locks of their lots and of every account concerned: the same rule as placeBid, bid by bid (live
 * lot, not one's own, at least the minimum next bid, the amount free once one's own top bid is
 * released), so the outcome is the one the bids would have had one transaction each. What the
 * decisions leave is written in a few statements (writeBids).
 */
export class BidBook {
  /** Bids that were top before the batch and were released by it. */
  readonly released: { bid: BidRow; status: 'outbid' | 'replaced' }[] = [];
  readonly accepted: AcceptedBid[] = [];
  readonly notices: Notice[] = [];
  private readonly tops = new Map<number, Top | null>();

  constructor(
    private readonly lots: Map<number, NftRow>,
    topBids: ReadonlyMap<number, BidRow>,
    private readonly accounts: ReadonlyMap<number, BidderAccount>,
    private readonly now: Date,
  ) {
    for (const lot of lots.values()) {
      const bid = lot.topBidId === null ? undefined : topBids.get(lot.topBidId);
      if (lot.topBidId !== null && (!bid || bid.status !== 'top')) {
        throw new Error(`lot ${lot.id} has no open top bid ${lot.topBidId}`);
      }
      this.tops.set(lot.id, bid ? { userId: bid.userId, amount: Money.of(bid.amount), bid, accepted: null } : null);
    }
  }

  /** Decides one bid: throws its refusal and changes nothing, or records it as the lot's top. */
  bid(request: BatchedBid): AcceptedBid {
    const { userId } = request.owner;
    const lot = liveLotFor(this.lots.get(request.nftId), userId, this.now);
    refuseBelowMinimum(lot, request.amount);
    const top = this.tops.get(lot.id) ?? null;
    const account = this.accounts.get(userId);
    const ownTop = top !== null && top.userId === userId ? top.amount : Money.zero();
    if (!account || request.amount.gt(account.available.plus(ownTop)))
      throw new AppError(ErrorCode.insufficientBalance);
    if (top) this.release(lot, top, userId, request.amount);
    account.available = account.available.minus(request.amount);
    const lotAfter: NftRow = {
      ...lot,
      currentBid: request.amount.toString(),
      bidCount: lot.bidCount + 1,
      endsAt: endAfterBid(lot, this.now),
    };
    this.lots.set(lot.id, lotAfter);
    const accepted: AcceptedBid = { request, accountId: account.id, status: 'top', lotAfter };
    this.tops.set(lot.id, { userId, amount: request.amount, bid: null, accepted });
    this.accepted.push(accepted);
    return accepted;
  }

  /** The bids on top of the lots the batch changed, each with its lot as the batch leaves it (lotAfter). */
  topsAccepted(): AcceptedBid[] {
    return [...this.tops.values()].flatMap((top) => (top?.accepted ? [top.accepted] : []));
  }

  /** The lot's top bid gives way to a new one: its hold is freed, its bidder told unless they raised it themselves. */
  private release(lot: NftRow, top: Top, byUserId: number, newPrice: Money): void {
    const status = top.userId === byUserId ? 'replaced' : 'outbid';
    const freed = this.accounts.get(top.userId);
    if (freed) freed.available = freed.available.plus(top.amount);
    if (top.bid) this.released.push({ bid: top.bid, status });
    // One bid per customer per batch: a bid of the batch is only ever outbid by someone else's.
    if (top.accepted) top.accepted.status = 'outbid';
    if (status === 'outbid') {
      this.notices.push(outbidNotice(lot, { userId: top.userId, amount: top.amount.toString() }, newPrice, this.now));
    }
  }
}
