import { and, eq, sql, type SQL } from 'drizzle-orm';
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
 * The key claim of a group-committed batch, as a CTE named `claimed` after one named `o` (the
 * batch's requests: user_id, mode, key, request_hash): each request's key is claimed for `call`
 * where free. `KEY_CLAIMED` then says, for a row of `o`, whether its key is now its own (true when
 * it has none). On PostgreSQL, a twin still in its transaction makes the claim wait for its end.
 */
export function claimBatchKeys(call: IdempotentCall): SQL {
  return sql`claimed as (
      insert into idempotency_keys (user_id, key, call, mode, request_hash)
      select user_id, key, ${call}::text, mode, request_hash from o where key is not null
      on conflict do nothing
      returning user_id, key
    )`;
}

/** Whether the key of a row of `o` is its own after claimBatchKeys (true when it has none). */
export const KEY_CLAIMED = sql`(o.key is null or exists (select 1 from claimed c where c.user_id = o.user_id and c.key = o.key))`;

/** A request of a group-committed batch as its key claim needs it (key null: none). */
export interface BatchKey {
  userId: number;
  mode: AccountMode;
  key: string | null;
  requestHash: string;
}

/**
 * Claims the keys of a batch's requests for `call`, in a statement of its own: for each request,
 * in the order given, whether its key is now its own (true when it has none).
 */
export async function claimKeys(tx: Db, call: IdempotentCall, requests: readonly BatchKey[]): Promise<boolean[]> {
  if (requests.every((request) => request.key === null)) return requests.map(() => true);
  const rows = await queryPrepared<{ key_claimed: boolean }>(
    tx,
    'claim_batch_keys',
    sql`with o as (
          select * from unnest(${sql.param(requests.map((r) => r.userId))}::bigint[], ${sql.param(requests.map((r) => r.mode))}::text[],
            ${sql.param(requests.map((r) => r.key))}::text[], ${sql.param(requests.map((r) => r.requestHash))}::text[])
            with ordinality as o(user_id, mode, key, request_hash, ordinal)
        ), ${claimBatchKeys(call)}
        select ${KEY_CLAIMED} as key_claimed from o order by o.ordinal`,
  );
  return rows.map((row) => row.key_claimed);
}

/**
 * The common tail of a group-committed batch's last statement, as two CTEs after one named
 * `written` (id, user_id, idempotency_key: the rows the batch wrote): each written row's key gets
 * the row's id, and the keys of the batch's refused requests are released, so that a retry can use
 * them.
 */
export function settleAndReleaseKeys(released: readonly { userId: number; key: string }[]): SQL {
  return sql`settled as (
      update idempotency_keys k set result_id = w.id from written w
      where w.idempotency_key is not null and k.user_id = w.user_id and k.key = w.idempotency_key
    ), freed as (
      delete from idempotency_keys k
      using unnest(${sql.param(released.map((r) => r.userId))}::bigint[], ${sql.param(released.map((r) => r.key))}::text[]) as r(user_id, key)
      where k.user_id = r.user_id and k.key = r.key
    )`;
}
