import { and, asc, count, desc, eq, getTableColumns, lte, sql, type SQL } from 'drizzle-orm';
import type { NftSort, NftStatus } from '@tp/contract';
import { queryRows, type Db } from '../../db/client.ts';
import { nftBids, nftCollections, nftImages, nftSales, nfts, users } from '../../db/schema.ts';

/** SQL only for charity NFTs: every function takes the transaction (or the database) first; customer reads filter by owner. */

export type NftRow = typeof nfts.$inferSelect;
export type NewNft = typeof nfts.$inferInsert;
export type BidRow = typeof nftBids.$inferSelect;
export type SaleRow = typeof nftSales.$inferSelect;
export type CollectionRow = typeof nftCollections.$inferSelect;

/** An NFT with what its page shows beside it: its collection and the collection's cumulative donation. */
export interface NftView extends NftRow {
  collectionName: string;
  creator: string;
  chain: string;
  contractAddress: string;
  donation: string;
}

const viewColumns = {
  ...getTableColumns(nfts),
  collectionName: nftCollections.name,
  creator: nftCollections.creator,
  chain: nftCollections.chain,
  contractAddress: nftCollections.contractAddress,
  donation: sql<string>`(select coalesce(sum(s.charity_amount), 0)::text from nft_sales s
    join nfts n2 on n2.id = s.nft_id where n2.collection_id = ${nftCollections.id})`,
};

/** The clock's statuses as SQL (cancelled lots are no status: the market never shows them). */
function statusIs(status: NftStatus, now: Date): SQL {
  const at = now.toISOString();
  switch (status) {
    case 'upcoming':
      return sql`${nfts.state} = 'open' and ${nfts.startsAt} > ${at}::timestamptz`;
    case 'live':
      return sql`${nfts.state} = 'open' and ${nfts.startsAt} <= ${at}::timestamptz and ${nfts.endsAt} > ${at}::timestamptz`;
    case 'ended':
      return sql`(${nfts.state} = 'unsold' or (${nfts.state} = 'open' and ${nfts.endsAt} <= ${at}::timestamptz))`;
    case 'sold':
      return sql`${nfts.state} = 'sold'`;
  }
}

function marketFilter(status: NftStatus | undefined, now: Date): SQL {
  return status ? statusIs(status, now) : sql`${nfts.state} <> 'cancelled'`;
}

function orderOf(sort: NftSort, now: Date): SQL[] {
  const at = now.toISOString();
  const price = sql`coalesce(${nfts.currentBid}, ${nfts.startPrice})`;
  // Live first, then upcoming, then the finished ones (the latest first).
  const rank = sql`case when ${nfts.state} = 'open' and ${nfts.endsAt} > ${at}::timestamptz
    then (case when ${nfts.startsAt} <= ${at}::timestamptz then 0 else 1 end) else 2 end`;
  if (sort === 'price_asc') return [asc(price), asc(nfts.id)];
  if (sort === 'price_desc') return [desc(price), asc(nfts.id)];
  return [rank, sql`case when ${rank} < 2 then ${nfts.endsAt} end asc`, sql`${nfts.endsAt} desc`, asc(nfts.id)];
}

export async function listMarket(
  tx: Db,
  query: { status?: NftStatus | undefined; sort: NftSort; now: Date; limit: number; offset: number },
): Promise<NftView[]> {
  return tx
    .select(viewColumns)
    .from(nfts)
    .innerJoin(nftCollections, eq(nftCollections.id, nfts.collectionId))
    .where(marketFilter(query.status, query.now))
    .orderBy(...orderOf(query.sort, query.now))
    .limit(query.limit)
    .offset(query.offset);
}

export async function countMarket(tx: Db, status: NftStatus | undefined, now: Date): Promise<number> {
  const rows = await tx.select({ n: count() }).from(nfts).where(marketFilter(status, now));
  return rows[0]?.n ?? 0;
}

export async function findView(tx: Db, id: number): Promise<NftView | undefined> {
  const rows = await tx
    .select(viewColumns)
    .from(nfts)
    .innerJoin(nftCollections, eq(nftCollections.id, nfts.collectionId))
    .where(eq(nfts.id, id));
  return rows[0];
}

/** Everything every sale has given the charity. */
export async function platformDonation(tx: Db): Promise<string> {
  const rows = await tx
    .select({ total: sql<string>`coalesce(sum(${nftSales.charityAmount}), 0)::text` })
    .from(nftSales);
  return rows[0]?.total ?? '0';
}

/** The lot's row as it is now, unlocked. */
export async function findNft(tx: Db, id: number): Promise<NftRow | undefined> {
  const rows = await tx.select().from(nfts).where(eq(nfts.id, id));
  return rows[0];
}

/** The lot's row locked until the transaction ends: every bid, purchase and settlement of one lot is one after another. */
export async function lockNft(tx: Db, id: number): Promise<NftRow | undefined> {
  const rows = await tx.select().from(nfts).where(eq(nfts.id, id)).for('update');
  return rows[0];
}

export async function updateNft(tx: Db, id: number, values: Partial<NewNft>): Promise<void> {
  await tx.update(nfts).set(values).where(eq(nfts.id, id));
}

export async function insertNft(tx: Db, row: NewNft): Promise<NftRow> {
  const rows = await tx.insert(nfts).values(row).returning();
  if (!rows[0]) throw new Error('nft insert returned nothing');
  return rows[0];
}

/**
 * Open lots whose end has come, the earliest first, locked for this transaction. Lots another node
 * is settling (or a bid holds for a moment) are skipped, so each settles once.
 */
export async function claimDue(tx: Db, now: Date, limit: number): Promise<NftRow[]> {
  return tx
    .select()
    .from(nfts)
    .where(and(eq(nfts.state, 'open'), lte(nfts.endsAt, now)))
    .orderBy(asc(nfts.endsAt), asc(nfts.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

// ---------------------------------------------------------------------------------------------
// Bids and sales

export async function findBid(tx: Db, id: number): Promise<BidRow | undefined> {
  const rows = await tx.select().from(nftBids).where(eq(nftBids.id, id));
  return rows[0];
}

export async function insertBid(tx: Db, row: typeof nftBids.$inferInsert): Promise<BidRow> {
  const rows = await tx.insert(nftBids).values(row).returning();
  if (!rows[0]) throw new Error('bid insert returned nothing');
  return rows[0];
}

export async function setBidStatus(tx: Db, id: number, status: BidRow['status']): Promise<void> {
  await tx.update(nftBids).set({ status }).where(eq(nftBids.id, id));
}

/** The lot's earlier bids are decided: an outbid one is lost, a replaced one (raised by its bidder) released. */
export async function markOthersLost(tx: Db, nftId: number): Promise<void> {
  await tx
    .update(nftBids)
    .set({ status: sql`case when ${nftBids.status} = 'outbid' then 'lost' else 'released' end` })
    .where(and(eq(nftBids.nftId, nftId), sql`${nftBids.status} in ('outbid', 'replaced')`));
}

/** The lot's bid history, newest first, with each bidder's name (masked by the caller). */
export async function bidHistory(tx: Db, nftId: number, limit: number): Promise<(BidRow & { username: string })[]> {
  return tx
    .select({ ...getTableColumns(nftBids), username: users.username })
    .from(nftBids)
    .innerJoin(users, eq(users.id, nftBids.userId))
    .where(eq(nftBids.nftId, nftId))
    .orderBy(desc(nftBids.id))
    .limit(limit);
}

export async function usernameOf(tx: Db, userId: number): Promise<string> {
  const rows = await queryRows<{ username: string }>(tx, sql`select username from users where id = ${userId}`);
  return rows[0]?.username ?? '';
}

export async function insertSale(tx: Db, row: typeof nftSales.$inferInsert): Promise<SaleRow> {
  const rows = await tx.insert(nftSales).values(row).returning();
  if (!rows[0]) throw new Error('sale insert returned nothing');
  return rows[0];
}

export async function insertImage(tx: Db, row: typeof nftImages.$inferInsert): Promise<void> {
  await tx.insert(nftImages).values(row).onConflictDoNothing();
}

export async function findImage(tx: Db, id: string): Promise<{ mediaType: string; bytes: Uint8Array } | undefined> {
  const rows = await tx
    .select({ mediaType: nftImages.mediaType, bytes: nftImages.bytes })
    .from(nftImages)
    .where(eq(nftImages.id, id));
  return rows[0];
}

// ---------------------------------------------------------------------------------------------
// The customer's own NFTs

/** One of the customer's NFTs: owned, or bid on; with their highest bid, what is held, and the receipt. */
export interface MineRow extends NftView {
  relation: 'owned' | 'bidding' | 'lost';
  yourBid: string | null;
  held: string | null;
  sale: SaleRow | null;
}

function mineFilter(userId: number, relation: MineRow['relation'] | undefined): SQL {
  const bidOn = sql`exists (select 1 from nft_bids b where b.nft_id = ${nfts.id} and b.user_id = ${userId})`;
  if (relation === 'owned') return sql`${nfts.ownerId} = ${userId}`;
  if (relation === 'bidding') return sql`${nfts.state} = 'open' and ${bidOn}`;
  if (relation === 'lost')
    return sql`${nfts.state} <> 'open' and ${nfts.ownerId} is distinct from ${userId} and ${bidOn}`;
  return sql`(${nfts.ownerId} = ${userId} or ${bidOn})`;
}

export async function listMine(
  tx: Db,
  query: { userId: number; relation?: MineRow['relation'] | undefined; limit: number; offset: number },
): Promise<MineRow[]> {
  const { userId } = query;
  const rows = await tx
    .select({
      ...viewColumns,
      relation: sql<MineRow['relation']>`case when ${nfts.ownerId} = ${userId} then 'owned'
        when ${nfts.state} = 'open' then 'bidding' else 'lost' end`,
      yourBid: sql<
        string | null
      >`(select max(b.amount)::text from nft_bids b where b.nft_id = ${nfts.id} and b.user_id = ${userId})`,
      held: sql<
        string | null
      >`(select b.amount::text from nft_bids b where b.nft_id = ${nfts.id} and b.user_id = ${userId} and b.status = 'top' and ${nfts.state} = 'open')`,
    })
    .from(nfts)
    .innerJoin(nftCollections, eq(nftCollections.id, nfts.collectionId))
    .where(mineFilter(userId, query.relation))
    .orderBy(desc(nfts.id))
    .limit(query.limit)
    .offset(query.offset);
  const owned = rows.filter((r) => r.relation === 'owned').map((r) => r.id);
  const sales =
    owned.length === 0
      ? []
      : await tx
          .select()
          .from(nftSales)
          .where(and(eq(nftSales.userId, userId), sql`${nftSales.nftId} = any(${sql.param(owned)}::bigint[])`));
  return rows.map((row) => ({ ...row, sale: sales.find((s) => s.nftId === row.id) ?? null }));
}

export async function countMine(tx: Db, userId: number, relation: MineRow['relation'] | undefined): Promise<number> {
  const rows = await tx.select({ n: count() }).from(nfts).where(mineFilter(userId, relation));
  return rows[0]?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// The back office

/** Every lot, cancelled ones too, the newest first. */
export async function listAll(tx: Db, limit: number, offset: number): Promise<NftView[]> {
  return tx
    .select(viewColumns)
    .from(nfts)
    .innerJoin(nftCollections, eq(nftCollections.id, nfts.collectionId))
    .orderBy(desc(nfts.id))
    .limit(limit)
    .offset(offset);
}

export async function countAll(tx: Db): Promise<number> {
  const rows = await tx.select({ n: count() }).from(nfts);
  return rows[0]?.n ?? 0;
}

/** Every sale with its NFT and collection, the newest first: the charity's payout report. */
export async function salesReport(tx: Db) {
  return tx
    .select({
      sale: nftSales,
      nftName: nfts.name,
      collectionName: nftCollections.name,
    })
    .from(nftSales)
    .innerJoin(nfts, eq(nfts.id, nftSales.nftId))
    .innerJoin(nftCollections, eq(nftCollections.id, nfts.collectionId))
    .orderBy(desc(nftSales.id));
}

export async function imageExists(tx: Db, id: string): Promise<boolean> {
  const rows = await tx.select({ id: nftImages.id }).from(nftImages).where(eq(nftImages.id, id));
  return rows.length > 0;
}
