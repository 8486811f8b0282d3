import { and, eq, sql } from 'drizzle-orm';
import type { AccountMode } from '@tp/contract';
import { queryPrepared, type Db } from '../db/client.ts';
import { idempotencyKeys, type IdempotentCall } from '../db/schema.ts';

/** The customer's Idempotency-Keys. SQL only: the transaction first. */

export interface KeyClaim {
  userId: number;
  key: string;
  call: IdempotentCall;
  mode: AccountMode;
  requestHash: string;
}

export type StoredKey = typeof idempotencyKeys.$inferSelect;

/**
 * Claims the key for this call inside the caller's transaction. False when the key is taken: on
 * PostgreSQL, a twin still in its transaction makes this wait for its end (the unique key), so
 * the key is then read as that twin left it.
 */
export async function claimKey(tx: Db, claim: KeyClaim): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing()
    .returning({ userId: idempotencyKeys.userId });
  return rows.length > 0;
}

/** Records what the claiming call wrote, in its transaction. */
export async function setResult(tx: Db, userId: number, key: string, resultId: number): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ resultId })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function findKey(db: Db, userId: number, key: string): Promise<StoredKey | undefined> {
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return rows[0];
}

/**
 * Claims several keys at once (group commit), first in the batch's transaction as withIdempotency
 * claims one, so that every path takes a key before any account lock: gives back the
 * `${userId}:${key}` of those claimed. A key already taken (or twice in the batch) is left as it
 * is; its call is served alone, which answers with what the key's first call wrote.
 */
export async function claimKeys(tx: Db, claims: readonly KeyClaim[]): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const rows = await queryPrepared<{ user_id: number | string; key: string }>(
    tx,
    'claim_keys',
    sql`insert into idempotency_keys (user_id, key, call, mode, request_hash)
        select * from unnest(${sql.param(claims.map((c) => c.userId))}::bigint[], ${sql.param(claims.map((c) => c.key))}::text[],
          ${sql.param(claims.map((c) => c.call))}::text[], ${sql.param(claims.map((c) => c.mode))}::text[],
          ${sql.param(claims.map((c) => c.requestHash))}::text[])
        on conflict do nothing
        returning user_id, key`,
  );
  return new Set(rows.map((row) => `${Number(row.user_id)}:${row.key}`));
}

/**
 * Settles a batch's claimed keys in one statement: those whose call wrote a record get its id, and
 * those whose call was refused are released, so that the retry can use them (a refused call
 * stores nothing).
 */
export async function settleKeys(
  tx: Db,
  written: readonly { userId: number; key: string; resultId: number }[],
  refused: readonly { userId: number; key: string }[],
): Promise<void> {
  if (written.length === 0 && refused.length === 0) return;
  await queryPrepared(
    tx,
    'settle_keys',
    sql`with w as (
          update idempotency_keys k set result_id = r.result_id
          from unnest(${sql.param(written.map((w) => w.userId))}::bigint[], ${sql.param(written.map((w) => w.key))}::text[],
            ${sql.param(written.map((w) => w.resultId))}::bigint[]) as r(user_id, key, result_id)
          where k.user_id = r.user_id and k.key = r.key
        )
        delete from idempotency_keys k
        using unnest(${sql.param(refused.map((r) => r.userId))}::bigint[], ${sql.param(refused.map((r) => r.key))}::text[]) as r(user_id, key)
        where k.user_id = r.user_id and k.key = r.key`,
  );
}
