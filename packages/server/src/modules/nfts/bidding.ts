import { ACCOUNT_CURRENCY, ErrorCode, Money, refusalReasons, type NftLotUpdate } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import {
  customerAccount,
  CustomerAccountIds,
  LedgerError,
  lockCustomerAccounts,
  postHold,
  reserve,
  systemAccountId,
  voidHold,
} from '../../ledger/index.ts';
import { notify, notifyMany, type Notice } from '../notify/service.ts';
import { isLive, maskBidder, minNextBid, receiptNumber, splitOf, statusOf } from './record.ts';
import { announceMany } from './bid-repo.ts';
import * as repo from './repo.ts';

/** Bids and sales are on the real book only. */
const MODE = 'real' as const;
/** The database channel each commit that moves a lot announces itself on (every node pushes it to its market sockets). */
export const NFT_LOT_CHANNEL = 'nft_lot_changed';

export const nftMessages = {
  noSuchNft: refusalReasons.noSuchNft,
  ownLot: refusalReasons.nftOwnLot,
  noBuyNow: refusalReasons.nftNoBuyNow,
  demo: refusalReasons.demoBarred,
  notLive: 'This NFT is not on sale now.',
} as const;

/** The lot a bid or a purchase is for: it exists, is live, and is not the customer's own; throws the refusal. */
export function liveLotFor(lot: repo.NftRow | undefined, userId: number, now: Date): repo.NftRow {
  if (!lot) throw new AppError(ErrorCode.badParameters, nftMessages.noSuchNft);
  if (lot.sellerId === userId) throw new AppError(ErrorCode.badParameters, nftMessages.ownLot);
  if (!isLive(lot, now)) throw new AppError(ErrorCode.collectionStatusWrong, nftMessages.notLive);
  return lot;
}

/** The lot locked for a bid or a purchase (liveLotFor). */
async function lockLiveLot(tx: Db, nftId: number, userId: number, now: Date): Promise<repo.NftRow> {
  return liveLotFor(await repo.lockNft(tx, nftId), userId, now);
}

/** The lot's end after a bid at `now`: extended by the anti-sniping window when the bid falls within it. */
export function endAfterBid(lot: Pick<repo.NftRow, 'endsAt' | 'antiSnipingMinutes'>, now: Date): Date {
  const windowMs = lot.antiSnipingMinutes * 60_000;
  return lot.endsAt.getTime() - now.getTime() <= windowMs ? new Date(lot.endsAt.getTime() + windowMs) : lot.endsAt;
}

/** The notice of a bidder outbid: the new bid and their hold released. */
export function outbidNotice(
  lot: repo.NftRow,
  outbid: { userId: number; amount: string },
  newPrice: Money,
  at: Date,
): Notice {
  const released = Money.of(outbid.amount).toString();
  const payload = { nftId: lot.id, name: lot.name, amount: newPrice.toString(), released };
  return { userId: outbid.userId, kind: 'nft_outbid', payload, at };
}

async function holdOrRefuse(tx: Db, accountId: number, amount: Money, nftId: number): Promise<number> {
  try {
    const { holdId } = await reserve(tx, { accountId, amount, reference: `nft_bid:${nftId}` });
    return holdId;
  } catch (err) {
    if (err instanceof LedgerError && err.failure === 'insufficient_funds') {
      throw new AppError(ErrorCode.insufficientBalance);
    }
    throw err;
  }
}

/**
 * Releases the lot's open top bid: replaced when its own bidder raises it or buys, outbid (and the
 * bidder told) otherwise.
 */
async function releaseTop(tx: Db, lot: repo.NftRow, byUserId: number, now: Date, newPrice: Money): Promise<void> {
  if (lot.topBidId === null) return;
  const top = await repo.findBid(tx, lot.topBidId);
  if (!top || top.status !== 'top') throw new Error(`lot ${lot.id} has no open top bid ${lot.topBidId}`);
  await voidHold(tx, top.holdId);
  const ownBid = top.userId === byUserId;
  await repo.setBidStatus(tx, top.id, ownBid ? 'replaced' : 'outbid');
  if (!ownBid) await notifyMany(tx, [outbidNotice(lot, top, newPrice, now)]);
}

/**
 * The bidder's account and the current top bidder's (whose hold is released) locked together in
 * id order, so that two bids on two lots between the same two customers never deadlock; answers
 * the bidder's account id.
 */
async function lockBidders(tx: Db, lot: repo.NftRow, userId: number): Promise<number> {
  const own = await customerAccount(tx, { userId, mode: MODE, currency: ACCOUNT_CURRENCY }, { lock: false });
  const top = lot.topBidId === null ? undefined : await repo.findBid(tx, lot.topBidId);
  const owners = [{ userId, mode: MODE }];
  if (top && top.userId !== userId) owners.push({ userId: top.userId, mode: MODE });
  await lockCustomerAccounts(tx, owners, ACCOUNT_CURRENCY, new CustomerAccountIds());
  return own.id;
}

export function refuseBelowMinimum(lot: repo.NftRow, amount: Money): void {
  const least = minNextBid(lot);
  if (amount.lt(least)) {
    throw new AppError(
      ErrorCode.purchaseAmountWrong,
      `The bid must be at least ${least.toString()} ${ACCOUNT_CURRENCY}.`,
    );
  }
}

/**
 * Refuses, outside any transaction, a bid already below the lot's minimum next bid: the minimum
 * only rises, so it would be refused under the lock too, and it does not queue for the lot behind
 * the bids that can win. Anything else is decided by placeBid.
 */
export async function precheckBid(db: Db, input: { nftId: number; userId: number; amount: string; now: Date }) {
  const seen = await repo.findNft(db, input.nftId);
  if (seen && seen.sellerId !== input.userId && isLive(seen, input.now)) {
    refuseBelowMinimum(seen, Money.of(input.amount));
  }
}

/**
 * Places a bid of `amount` on a live lot in the caller's transaction, under the lot's row lock:
 * at least the minimum next bid (10016); the amount is held on the bidder's real USDT account
 * (10011 when it is not available). The bidder's own earlier top bid is replaced (its hold voided
 * first, so a raise needs only the difference); another bidder's is released and they are told.
 * A bid within the anti-sniping window extends the end by the window.
 */
export async function placeBid(
  tx: Db,
  input: { nftId: number; userId: number; amount: string; now: Date },
): Promise<repo.NftRow> {
  const { nftId, userId, now } = input;
  const amount = Money.of(input.amount);
  const lot = await lockLiveLot(tx, nftId, userId, now);
  refuseBelowMinimum(lot, amount);
  const accountId = await lockBidders(tx, lot, userId);
  await releaseTop(tx, lot, userId, now, amount);
  const holdId = await holdOrRefuse(tx, accountId, amount, nftId);
  const bid = await repo.insertBid(tx, {
    nftId,
    userId,
    amount: amount.toString(),
    status: 'top',
    holdId,
    createdAt: now,
  });
  const endsAt = endAfterBid(lot, now);
  const updated = { ...lot, currentBid: amount.toString(), topBidId: bid.id, bidCount: lot.bidCount + 1, endsAt };
  await repo.updateNft(tx, nftId, {
    currentBid: updated.currentBid,
    topBidId: bid.id,
    bidCount: updated.bidCount,
    endsAt,
  });
  const bidder = maskBidder(await repo.usernameOf(tx, userId));
  await announce(tx, updated, now, { id: bid.id, bidder, amount: amount.toString(), time: now.getTime() });
  return updated;
}

/**
 * Buys a live lot at its buy-now price in the caller's transaction: every open bid's hold is
 * released (the buyer's own replaced), the price held and posted at once, the NFT the buyer's.
 */
export async function buyNow(tx: Db, input: { nftId: number; userId: number; now: Date }): Promise<repo.NftRow> {
  const { nftId, userId, now } = input;
  const lot = await lockLiveLot(tx, nftId, userId, now);
  if (lot.buyNowPrice === null) throw new AppError(ErrorCode.collectionStatusWrong, nftMessages.noBuyNow);
  const price = Money.of(lot.buyNowPrice);
  const accountId = await lockBidders(tx, lot, userId);
  await releaseTop(tx, lot, userId, now, price);
  const holdId = await holdOrRefuse(tx, accountId, price, nftId);
  await repo.markOthersLost(tx, nftId);
  return sell(tx, lot, { userId, holdId, price, kind: 'buy_now', now });
}

/**
 * Sells the locked lot for the pending hold: the hold is posted to the charity's and the
 * platform's accounts (the split of splitOf), the sale and its receipt recorded, the NFT the
 * buyer's, the buyer told, and the market told.
 */
export async function sell(
  tx: Db,
  lot: repo.NftRow,
  sale: { userId: number; holdId: number; price: Money; kind: 'auction' | 'buy_now'; now: Date },
): Promise<repo.NftRow> {
  const { userId, price, now } = sale;
  const { charity, fee } = splitOf(price, lot.feeRate);
  const charityAccount = await systemAccountId(tx, 'nft_charity', MODE, ACCOUNT_CURRENCY);
  const feeAccount = await systemAccountId(tx, 'nft_fee', MODE, ACCOUNT_CURRENCY);
  const credits = [
    { accountId: charityAccount, amount: charity },
    { accountId: feeAccount, amount: fee },
  ].filter((posting) => posting.amount.isPositive());
  const { entryId } = await postHold(tx, sale.holdId, {
    kind: 'nft_purchase',
    mode: MODE,
    currency: ACCOUNT_CURRENCY,
    credits,
    reference: `nft:${lot.id}`,
  });
  const receiptNo = receiptNumber(lot.id, now);
  await repo.insertSale(tx, {
    nftId: lot.id,
    userId,
    kind: sale.kind,
    price: price.toString(),
    charityAmount: charity.toString(),
    feeAmount: fee.toString(),
    entryId,
    receiptNo,
    createdAt: now,
  });
  const endsAt = sale.kind === 'buy_now' ? now : lot.endsAt;
  await repo.updateNft(tx, lot.id, { state: 'sold', ownerId: userId, settledAt: now, endsAt });
  const kind = sale.kind === 'buy_now' ? 'nft_bought' : 'nft_won';
  const payload = { nftId: lot.id, name: lot.name, price: price.toString(), donation: charity.toString(), receiptNo };
  await notify(tx, userId, kind, payload, now);
  const sold = { ...lot, state: 'sold' as const, ownerId: userId, settledAt: now, endsAt };
  await announce(tx, sold, now, null);
  return sold;
}

/** The lot as the market sockets see it after a change, with the bid that made it (null: none). */
export function lotUpdate(lot: repo.NftRow, now: Date, bid: NftLotUpdate['bid']): NftLotUpdate {
  return {
    id: lot.id,
    currentBid: lot.currentBid === null ? null : Money.of(lot.currentBid).toString(),
    minNextBid: minNextBid(lot).toString(),
    bidCount: lot.bidCount,
    endTime: lot.endsAt.getTime(),
    status: statusOf(lot, now),
    bid,
  };
}

/** Tells every node's market sockets, at this transaction's commit, what the lot looks like now. */
export async function announce(tx: Db, lot: repo.NftRow, now: Date, bid: NftLotUpdate['bid']): Promise<void> {
  await announceMany(tx, NFT_LOT_CHANNEL, [lotUpdate(lot, now, bid)]);
}
