import { randomUUID } from 'node:crypto';
import { count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nftCollections, nfts } from '../../db/schema.ts';
import { currentTerms } from './terms.ts';
import * as repo from './repo.ts';

/** What operators (and the seed) create: collections, pictures and lots. SQL of the admin side. */

export async function insertCollection(
  tx: Db,
  row: { name: string; creator: string; chain: string; contractAddress: string; createdBy?: number | null },
): Promise<repo.CollectionRow> {
  const rows = await tx.insert(nftCollections).values(row).returning();
  if (!rows[0]) throw new Error('collection insert returned nothing');
  return rows[0];
}

export async function collectionsWithTotals(
  tx: Db,
): Promise<(repo.CollectionRow & { nftCount: number; donation: string })[]> {
  const rows = await tx
    .select({
      ...getTableColumns(nftCollections),
      nftCount: sql<number>`(select count(*)::int from nfts n where n.collection_id = ${nftCollections.id})`,
      donation: sql<string>`(select coalesce(sum(s.charity_amount), 0)::text from nft_sales s
        join nfts n on n.id = s.nft_id where n.collection_id = ${nftCollections.id})`,
    })
    .from(nftCollections)
    .orderBy(desc(nftCollections.id));
  return rows;
}

export async function findCollection(tx: Db, id: number): Promise<repo.CollectionRow | undefined> {
  const rows = await tx.select().from(nftCollections).where(eq(nftCollections.id, id));
  return rows[0];
}

/** Stores a picture (already checked and cleaned); answers its id. */
export async function storeImage(
  tx: Db,
  mediaType: string,
  bytes: Uint8Array,
  id: string = randomUUID(),
): Promise<string> {
  await repo.insertImage(tx, { id, mediaType, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  return id;
}

export interface NewLot {
  collectionId: number;
  name: string;
  tokenId: string;
  imageId: string;
  startPrice: string;
  buyNowPrice?: string | undefined;
  startsAt: Date;
  endsAt: Date;
  createdBy?: number | null;
}

/** A lot on the terms in force now (the parameters' increment, anti-sniping window and fee). */
export async function createLot(tx: Db, lot: NewLot): Promise<repo.NftRow> {
  const terms = await currentTerms(tx);
  return repo.insertNft(tx, { ...lot, buyNowPrice: lot.buyNowPrice ?? null, ...terms });
}

export async function countLots(tx: Db): Promise<number> {
  const rows = await tx.select({ n: count() }).from(nfts);
  return rows[0]?.n ?? 0;
}
