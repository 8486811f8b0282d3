import { asc, inArray, sql } from 'drizzle-orm';
import type { NftLotUpdate } from '@tp/contract';
import { queryPrepared, queryRows, type Db } from '../../db/client.ts';
import { settleAndReleaseKeys } from '../../core/idempotency-repo.ts';
import { nftBids, nfts } from '../../db/schema.ts';
import type { BidRow, NftRow } from './repo.ts';

/** The SQL of group-committed bids: a few statements per batch, whatever the number of bids and lots. */

/** The lots asked for, locked until the transaction ends, in id order (as every batch takes them). */
export async function lockLots(tx: Db, ids: readonly number[]): Promise<Map<number, NftRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(nfts)
    .where(inArray(nfts.id, [...ids]))
    .orderBy(asc(nfts.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** Bids by id (the locked lots' top bids). */
export async function findBids(tx: Db, ids: readonly number[]): Promise<Map<number, BidRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(nftBids)
    .where(inArray(nftBids.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The bidders' names, for the masked names the market shows. */
export async function usernames(tx: Db, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number | string; username: string }>(
    tx,
    sql`select id, username from users where id = any(${sql.param([...userIds])}::bigint[])`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.username]));
}

/** Top bids that were top before the batch and are not now: outbid, or replaced by their own bidder. Throws unless each was top. */
export async function releaseTopBids(
  tx: Db,
  released: readonly { id: number; status: 'outbid' | 'replaced' }[],
): Promise<void> {
  if (released.length === 0) return;
  const rows = await queryPrepared<{ released: number | string }>(
    tx,
    'nft_release_top_bids',
    sql`with r as (select * from unnest(${sql.param(released.map((r) => r.id))}::bigint[],
          ${sql.param(released.map((r) => r.status))}::text[]) as r(id, status)),
        changed as (update nft_bids b set status = r.status from r where b.id = r.id and b.status = 'top' returning b.id)
        select count(*) as released from changed`,
  );
  if (Number(rows[0]?.released) !== released.length) throw new Error('a released bid was not top');
}

/** A bid the batch accepted, as written: top if nothing in the batch outbid it, outbid otherwise. */
export interface BidWrite {
  nftId: number;
  userId: number;
  amount: string;
  status: 'top' | 'outbid';
  holdId: number;
  key: string | null;
  createdAt: Date;
}

/**
 * Writes the accepted bids and gives back their ids in the order given (the order they were
 * decided in, so the history lists them as they came); in the same statement each bid's key gets
 * its lot's id (the call's answer) and the keys of refused bids are released.
 */
export async function insertBidsSettlingKeys(
  tx: Db,
  bids: readonly BidWrite[],
  released: readonly { userId: number; key: string }[],
): Promise<number[]> {
  if (bids.length === 0 && released.length === 0) return [];
  const column = <K extends keyof BidWrite>(key: K) => sql.param(bids.map((bid) => bid[key]));
  const rows = await queryPrepared<{ ids: (number | string)[] | null }>(
    tx,
    'nft_insert_bids_settling_keys',
    sql`with b as (
          select nextval(pg_get_serial_sequence('nft_bids', 'id')) as id, u.* from unnest(
            ${column('nftId')}::bigint[], ${column('userId')}::bigint[], ${column('amount')}::numeric[],
            ${column('status')}::text[], ${column('holdId')}::bigint[], ${column('key')}::text[],
            ${sql.param(bids.map((bid) => bid.createdAt.toISOString()))}::timestamptz[])
            with ordinality as u(nft_id, user_id, amount, status, hold_id, key, created_at, ordinal)
        ), inserted as (
          insert into nft_bids (id, nft_id, user_id, amount, status, hold_id, created_at)
          select id, nft_id, user_id, amount, status, hold_id, created_at from b order by ordinal
        ), written as (select nft_id as id, user_id, key as idempotency_key from b),
        ${settleAndReleaseKeys(released)}
        select array(select id from b order by ordinal) as ids`,
  );
  return (rows[0]?.ids ?? []).map(Number);
}

/** A lot after the batch's bids: its top bid, their count and its end. */
export interface LotWrite {
  id: number;
  currentBid: string;
  topBidId: number;
  bidCount: number;
  endsAt: Date;
}

export async function updateLots(tx: Db, lots: readonly LotWrite[]): Promise<void> {
  if (lots.length === 0) return;
  await queryPrepared(
    tx,
    'nft_update_lots',
    sql`update nfts n set current_bid = l.current_bid, top_bid_id = l.top_bid_id, bid_count = l.bid_count, ends_at = l.ends_at
        from unnest(${sql.param(lots.map((l) => l.id))}::bigint[], ${sql.param(lots.map((l) => l.currentBid))}::numeric[],
          ${sql.param(lots.map((l) => l.topBidId))}::bigint[], ${sql.param(lots.map((l) => l.bidCount))}::int[],
          ${sql.param(lots.map((l) => l.endsAt.toISOString()))}::timestamptz[]) as l(id, current_bid, top_bid_id, bid_count, ends_at)
        where n.id = l.id`,
  );
}

/** Tells every node's market sockets, at the commit, of each update in the order given. */
export async function announceMany(tx: Db, channel: string, updates: readonly NftLotUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  await queryRows(
    tx,
    sql`select pg_notify(${channel}, u.payload) from unnest(${sql.param(updates.map((u) => JSON.stringify(u)))}::text[])
        with ordinality as u(payload, n) order by u.n`,
  );
}
