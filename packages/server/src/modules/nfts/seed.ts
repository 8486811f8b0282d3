import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { generatedArt } from './art.ts';
import { countLots, createLot, insertCollection, storeImage } from './admin.ts';

const HOUR_MS = 3_600_000;

/** The seeded collections: real-looking names, each on its own chain and contract. */
const COLLECTIONS = [
  {
    name: 'Little Skies',
    creator: 'Mira Okafor',
    chain: 'Ethereum',
    contractAddress: '0x5c1a7e3b9d04f2a6c8e1b7d3f9a2c4e6b8d0f1a3',
    pieces: [
      'Dawn Kite',
      'Paper Moon',
      'Cloud Harbour',
      'First Light',
      'Blue Hour',
      'Swing Set Sunset',
      'Rain Song',
      'Star Jar',
    ],
  },
  {
    name: 'Crayon Cities',
    creator: 'Tomás Lindqvist',
    chain: 'Polygon',
    contractAddress: '0x9e2b4d6f8a0c1e3b5d7f9a1c3e5b7d9f0a2c4e6b',
    pieces: [
      'Tram Street',
      'Lantern Market',
      'Rooftop Garden',
      'Harbour Lights',
      'Bridge of Chalk',
      'Clock Square',
      'Bicycle Lane',
      'Night Bakery',
    ],
  },
  {
    name: 'Gentle Giants',
    creator: 'Aiko Tanabe',
    chain: 'Solana',
    contractAddress: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    pieces: [
      'Whale Lullaby',
      'Elephant Parade',
      'Giraffe Window',
      'Bear Picnic',
      'Moose in Snow',
      'Turtle Voyage',
      'Owl Library',
      'Lion Nap',
    ],
  },
] as const;

/** Each piece's auction relative to the first start: some ended, most live (ending at spread times), some upcoming. */
function windowOf(index: number, now: number): { startsAt: Date; endsAt: Date } {
  const slot = index % 8;
  if (slot === 0) return { startsAt: new Date(now - 72 * HOUR_MS), endsAt: new Date(now - 2 * HOUR_MS) };
  if (slot === 7)
    return { startsAt: new Date(now + (12 + index) * HOUR_MS), endsAt: new Date(now + (60 + index) * HOUR_MS) };
  return { startsAt: new Date(now - HOUR_MS), endsAt: new Date(now + (2 + index * 3) * HOUR_MS) };
}

/** A stable picture id from the seed, so a reseeded picture is the same row. */
function imageIdOf(seed: string): string {
  const hex = createHash('sha256').update(`nft-image:${seed}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Three collections and 24 NFTs on a database that has none, timed from `now` so that the market
 * is never empty on a fresh start: ended, live and upcoming auctions. Several nodes starting at
 * once seed it once; this never runs again once operators have lots.
 */
export async function seedNfts(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('nft_seed'))`);
    if ((await countLots(tx)) > 0) return;
    let index = 0;
    for (const c of COLLECTIONS) {
      const collection = await insertCollection(tx, c);
      for (const [n, name] of c.pieces.entries()) {
        const seed = `${c.name}/${name}`;
        const svg = new TextEncoder().encode(generatedArt(seed));
        const imageId = await storeImage(tx, 'image/svg+xml', svg, imageIdOf(seed));
        const start = 20 + ((index * 37) % 180);
        await createLot(tx, {
          collectionId: collection.id,
          name,
          tokenId: String(1001 + n),
          imageId,
          startPrice: String(start),
          buyNowPrice: n % 2 === 0 ? String(start * 5) : undefined,
          ...windowOf(index, now.getTime()),
        });
        index += 1;
      }
    }
  });
}
