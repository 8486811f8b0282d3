import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deposits, files } from '../../db/schema.ts';

/** The uploaded files (payment proofs). SQL only: the transaction first; customer reads filter by owner. */

export async function insertFile(tx: Db, row: typeof files.$inferInsert): Promise<void> {
  await tx.insert(files).values(row);
}

/** The owner's file, or nothing: another customer's id reads exactly like an unknown one. */
export async function findOwnFile(
  tx: Db,
  userId: number,
  id: string,
): Promise<{ mediaType: string; bytes: Uint8Array } | undefined> {
  const rows = await tx
    .select({ mediaType: files.mediaType, bytes: files.bytes })
    .from(files)
    .where(and(eq(files.id, id), eq(files.userId, userId)));
  return rows[0];
}

/** Any customer's file, for operators. */
export async function findFile(tx: Db, id: string): Promise<{ mediaType: string; bytes: Uint8Array } | undefined> {
  const rows = await tx.select({ mediaType: files.mediaType, bytes: files.bytes }).from(files).where(eq(files.id, id));
  return rows[0];
}

/** Whether the file is the customer's own payment proof and backs no deposit yet. */
export async function isUnusedProof(tx: Db, userId: number, fileId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.userId, userId),
        eq(files.purpose, 'deposit_proof'),
        sql`not exists (select 1 from ${deposits} where ${deposits.proofFileId} = ${files.id})`,
      ),
    );
  return rows.length > 0;
}
