import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instruments } from '../../db/schema.ts';

export type InstrumentRow = typeof instruments.$inferSelect;

/** Every instrument, in display order: the catalogue is small and read once at start. */
export async function listInstruments(tx: Db): Promise<InstrumentRow[]> {
  return tx.select().from(instruments).orderBy(asc(instruments.type), asc(instruments.sortOrder), asc(instruments.id));
}

/** Adds catalogue instruments that do not exist yet; terms an operator changed are kept. */
export async function insertMissingInstruments(tx: Db, rows: (typeof instruments.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(instruments).values(rows).onConflictDoNothing();
}
