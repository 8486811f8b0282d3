import { and, asc, count, eq } from 'drizzle-orm';
import { WATCHLIST_MAX } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { instruments, users, watchlist } from '../../db/schema.ts';

/**
 * Serialises changes to one customer's watchlist (the bound check and the insert) by locking the
 * customer's row; `no key update` does not block inserts elsewhere that reference the customer.
 */
export async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The customer's watched instrument codes, in the order added. */
export async function listCodes(tx: Db, userId: number): Promise<string[]> {
  const rows = await tx
    .select({ code: instruments.code })
    .from(watchlist)
    .innerJoin(instruments, eq(instruments.id, watchlist.instrumentId))
    .where(eq(watchlist.userId, userId))
    .orderBy(asc(watchlist.createdAt), asc(watchlist.instrumentId))
    .limit(WATCHLIST_MAX);
  return rows.map((row) => row.code);
}

export async function contains(tx: Db, userId: number, instrumentId: number): Promise<boolean> {
  const rows = await tx
    .select({ instrumentId: watchlist.instrumentId })
    .from(watchlist)
    .where(and(eq(watchlist.userId, userId), eq(watchlist.instrumentId, instrumentId)));
  return rows.length > 0;
}

export async function countEntries(tx: Db, userId: number): Promise<number> {
  const rows = await tx.select({ n: count() }).from(watchlist).where(eq(watchlist.userId, userId));
  return rows[0]?.n ?? 0;
}

/** Adds one instrument; a repeat changes nothing. */
export async function insertEntry(tx: Db, userId: number, instrumentId: number): Promise<void> {
  await tx.insert(watchlist).values({ userId, instrumentId }).onConflictDoNothing();
}

export async function deleteEntry(tx: Db, userId: number, instrumentId: number): Promise<void> {
  await tx.delete(watchlist).where(and(eq(watchlist.userId, userId), eq(watchlist.instrumentId, instrumentId)));
}
