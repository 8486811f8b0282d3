import { ACCOUNT_CURRENCY, type Nft } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { accountKey } from '../../core/account-key.ts';
import { acceptedOutcomes, decideEach, withoutRepeatedKeys } from '../../core/batch-keys.ts';
import type { Outcome } from '../../core/group-commit.ts';
import { claimKeys } from '../../core/idempotency-repo.ts';
import { lockCustomerAccounts, reserveMany, voidMany, type CustomerAccountIds } from '../../ledger/index.ts';
import { notifyMany } from '../notify/service.ts';
import { BidBook, type BatchedBid, type BidderAccount } from './bid-book.ts';
import {
  announceMany,
  findBids,
  insertBidsSettlingKeys,
  lockLots,
  releaseTopBids,
  updateLots,
  usernames,
} from './bid-repo.ts';
import { lotUpdate, NFT_LOT_CHANNEL } from './bidding.ts';
import { maskBidder, toNft } from './record.ts';
import { findView, type NftView } from './repo.ts';

/**
 * Bids of different customers that arrive together, on one lot or many, decided and written in
 * one transaction of a few statements whatever their number: claim the keys; lock the lots (id
 * order); read their top bids; lock every account concerned (the bidders' and the top bidders',
 * id order); decide each bid in the order it came (BidBook); then free the released top bids'
 * holds, hold the accepted bids, free at once those a later bid of the batch outbid (each hold is
 * held and freed exactly once), record the bids with their keys, move the lots, tell the outbid
 * and the market. Each bid is answered with its lot as the batch left it.
 */
export function writeBids(
  db: Db,
  requests: readonly BatchedBid[],
  context: { accountIds: CustomerAccountIds; now: () => Date },
): Promise<Outcome<Nft>[]> {
  return db.transaction(async (tx) => {
    const outcomes: Outcome<Nft>[] = [];
    const keyed = withoutRepeatedKeys(requests, outcomes);
    const claimed = await claimKeys(
      tx,
      'placeBid',
      keyed.map(({ request }) => ({ ...request.owner, key: request.idempotencyKey, requestHash: request.requestHash })),
    );
    // Only the bids whose keys are their own lock anything.
    const asked = keyed.filter((_, i) => claimed[i]).map(({ request }) => request);
    const lots = await lockLots(tx, [...new Set(asked.map((bid) => bid.nftId))]);
    // The clock is read under the lots' locks: a bid that waited past the end is refused.
    const now = context.now();
    const topIds = [...lots.values()].flatMap((lot) => (lot.topBidId === null ? [] : [lot.topBidId]));
    const tops = await findBids(tx, topIds);
    const book = new BidBook(lots, tops, await lockBidders(tx, asked, [...tops.values()], context.accountIds), now);
    const { accepted, released } = decideEach(keyed, claimed, outcomes, ({ request }) => book.bid(request));
    return acceptedOutcomes(outcomes, accepted, await writeBook(tx, book, released, now));
  });
}

/** Every account the batch may move, locked at once in id order: the bidders' and the lots' top bidders'. */
async function lockBidders(
  tx: Db,
  bids: readonly BatchedBid[],
  tops: readonly { userId: number }[],
  accountIds: CustomerAccountIds,
): Promise<Map<number, BidderAccount>> {
  const userIds = [...new Set([...bids.map((bid) => bid.owner.userId), ...tops.map((top) => top.userId)])];
  const owners = userIds.map((userId) => ({ userId, mode: 'real' as const }));
  const locked = await lockCustomerAccounts(tx, owners, ACCOUNT_CURRENCY, accountIds);
  // An account not opened yet holds nothing: its bids are refused as not covered.
  return new Map(
    userIds.flatMap((userId) => {
      const account = locked.get(accountKey(userId, 'real'));
      return account ? [[userId, { id: account.id, available: account.available }] as const] : [];
    }),
  );
}

/** Writes what the book decided and answers each accepted bid, in the order they were accepted. */
async function writeBook(
  tx: Db,
  book: BidBook,
  releasedKeys: { userId: number; key: string }[],
  now: Date,
): Promise<Nft[]> {
  await voidMany(
    tx,
    book.released.map(({ bid }) => bid.holdId),
  );
  const holdIds = await reserveMany(
    tx,
    book.accepted.map(({ accountId, request }) => ({
      accountId,
      amount: request.amount,
      reference: `nft_bid:${request.nftId}`,
    })),
  );
  await voidMany(
    tx,
    holdIds.filter((_, i) => book.accepted[i]?.status === 'outbid'),
  );
  await releaseTopBids(
    tx,
    book.released.map(({ bid, status }) => ({ id: bid.id, status })),
  );
  const bidIds = await insertBidsSettlingKeys(
    tx,
    book.accepted.map(({ request, status }, i) => ({
      nftId: request.nftId,
      userId: request.owner.userId,
      amount: request.amount.toString(),
      status,
      holdId: holdIds[i] ?? 0,
      key: request.idempotencyKey,
      createdAt: now,
    })),
    releasedKeys,
  );
  const bidIdOf = new Map(book.accepted.map((accepted, i) => [accepted, bidIds[i] ?? 0]));
  const tops = book.topsAccepted();
  await updateLots(
    tx,
    tops.map((top) => ({
      ...top.lotAfter,
      currentBid: top.request.amount.toString(),
      topBidId: bidIdOf.get(top) ?? 0,
    })),
  );
  await notifyMany(tx, book.notices);
  const names = await usernames(tx, [...new Set(book.accepted.map(({ request }) => request.owner.userId))]);
  await announceMany(
    tx,
    NFT_LOT_CHANNEL,
    book.accepted.map((accepted) => {
      const { request, lotAfter } = accepted;
      const bidder = maskBidder(names.get(request.owner.userId) ?? '');
      const bid = { id: bidIdOf.get(accepted) ?? 0, bidder, amount: request.amount.toString(), time: now.getTime() };
      return lotUpdate(lotAfter, now, bid);
    }),
  );
  const views = new Map<number, NftView | undefined>();
  for (const { request } of tops) views.set(request.nftId, await findView(tx, request.nftId));
  return book.accepted.map(({ request }) => {
    const view = views.get(request.nftId);
    if (!view) throw new Error(`nft ${request.nftId} vanished`);
    return toNft(view, now, request.owner.userId);
  });
}
