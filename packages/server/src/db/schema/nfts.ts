import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { amount, at, createdAt, id, ref } from './columns.ts';
import { operators } from './backoffice.ts';
import { ownerId, users } from './customers.ts';
import { ledgerEntries, ledgerHolds } from './ledger.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A collection of charity NFTs: the chain and contract its tokens live on (kept in custody by the platform). */
export const nftCollections = pgTable('nft_collections', {
  id: id(),
  name: text('name').notNull(),
  creator: text('creator').notNull(),
  chain: text('chain').notNull(),
  contractAddress: text('contract_address').notNull(),
  createdBy: ref('created_by').references(() => operators.id),
  createdAt: createdAt(),
});

/** The pictures of NFTs: generated for the seeded catalogue, uploaded (cleaned like payment proofs) by operators. */
export const nftImages = pgTable('nft_images', {
  id: uuid('id').primaryKey(),
  mediaType: text('media_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * One NFT and its auction. `state` is what was decided (open until it is sold, ends unsold or is
 * cancelled); upcoming / live / ended are read from the clock. The terms (increment, anti-sniping
 * window, fee rate) are copied from the parameters when the lot is created, so a later change of
 * the parameters applies to new lots only. The top bid is kept on the row: every bid locks it.
 */
export const nfts = pgTable(
  'nfts',
  {
    id: id(),
    collectionId: ref('collection_id')
      .notNull()
      .references(() => nftCollections.id),
    name: text('name').notNull(),
    tokenId: text('token_id').notNull(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => nftImages.id),
    /** The customer who sells the lot, or null for the platform's own lots. */
    sellerId: ref('seller_id').references(() => users.id),
    ownerId: ref('owner_id').references(() => users.id),
    startPrice: amount('start_price').notNull(),
    buyNowPrice: amount('buy_now_price'),
    incrementRate: amount('increment_rate').notNull(),
    antiSnipingMinutes: integer('anti_sniping_minutes').notNull(),
    feeRate: amount('fee_rate').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    state: text('state', { enum: ['open', 'sold', 'unsold', 'cancelled'] })
      .notNull()
      .default('open'),
    topBidId: ref('top_bid_id'),
    currentBid: amount('current_bid'),
    bidCount: integer('bid_count').notNull().default(0),
    settledAt: at('settled_at'),
    createdBy: ref('created_by').references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('nfts_due')
      .on(t.endsAt)
      .where(sql`${t.state} = 'open'`),
    index('nfts_collection').on(t.collectionId),
    index('nfts_owner').on(t.ownerId),
    check(
      'nfts_terms',
      sql`${t.startPrice} > 0 and (${t.buyNowPrice} is null or ${t.buyNowPrice} > ${t.startPrice})
        and ${t.incrementRate} > 0 and ${t.incrementRate} < 1 and ${t.feeRate} >= 0 and ${t.feeRate} < 1
        and ${t.antiSnipingMinutes} between 0 and 60`,
    ),
    check('nfts_times', sql`${t.startsAt} < ${t.endsAt}`),
    check('nfts_sold_owned', sql`(${t.state} = 'sold') = (${t.ownerId} is not null and ${t.settledAt} is not null)`),
  ],
);

/**
 * Every accepted bid. The open top bid of a live lot holds its amount on the bidder's real USDT
 * account (`hold_id`); an outbid or replaced bid's hold is voided, the winning one posted.
 */
export const nftBids = pgTable(
  'nft_bids',
  {
    id: id(),
    nftId: ref('nft_id')
      .notNull()
      .references(() => nfts.id),
    userId: ownerId(),
    amount: amount('amount').notNull(),
    status: text('status', { enum: ['top', 'outbid', 'replaced', 'won', 'lost', 'released'] }).notNull(),
    holdId: ref('hold_id')
      .notNull()
      .references(() => ledgerHolds.id),
    createdAt: createdAt(),
  },
  (t) => [
    // No two bids of one lot at the same amount: each accepted bid is above the one before.
    uniqueIndex('nft_bids_amount').on(t.nftId, t.amount),
    uniqueIndex('nft_bids_one_top')
      .on(t.nftId)
      .where(sql`${t.status} = 'top'`),
    index('nft_bids_owner').on(t.userId, t.id),
    check('nft_bids_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A sale (won auction or buy now) and its donation receipt: the price, the charity's share and
 * the platform's fee (charity + fee = price), the ledger entry that moved them.
 */
export const nftSales = pgTable(
  'nft_sales',
  {
    id: id(),
    nftId: ref('nft_id')
      .notNull()
      .references(() => nfts.id),
    userId: ownerId(),
    kind: text('kind', { enum: ['auction', 'buy_now'] }).notNull(),
    price: amount('price').notNull(),
    charityAmount: amount('charity_amount').notNull(),
    feeAmount: amount('fee_amount').notNull(),
    entryId: ref('entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    receiptNo: text('receipt_no').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('nft_sales_one_per_nft').on(t.nftId),
    uniqueIndex('nft_sales_receipt').on(t.receiptNo),
    index('nft_sales_owner').on(t.userId, t.id),
    check(
      'nft_sales_split',
      sql`${t.charityAmount} >= 0 and ${t.feeAmount} >= 0 and ${t.charityAmount} + ${t.feeAmount} = ${t.price}`,
    ),
  ],
);
