import { asc, sql } from 'drizzle-orm';
import { accountKey } from '../../core/account-key.ts';
import { settleAndReleaseKeys } from '../../core/idempotency-repo.ts';
import { queryPrepared, type Db } from '../../db/client.ts';
import { positions } from '../../db/schema.ts';
import type { CloseFields, Owner, PositionRow } from './repo.ts';

/**
 * SQL of a group-committed batch of customers' closes: one statement each for any number of them.
 * Every row read or written names its owner (user and mode).
 */

/**
 * The positions asked for that their owners hold, locked until the transaction ends, keyed by
 * ownPositionKey (id and owner): a position of anybody else is neither read, locked nor found
 * under the asker's key. In the order the engine claims (owner, then id), so that the accounts'
 * rows are then locked in one order.
 */
export async function lockOwnPositions(
  tx: Db,
  asked: readonly (Owner & { positionId: number })[],
): Promise<Map<string, PositionRow>> {
  const rows = await tx
    .select()
    .from(positions)
    .where(
      sql`(${positions.id}, ${positions.userId}, ${positions.mode}) in (select * from unnest(
        ${sql.param(asked.map((a) => a.positionId))}::bigint[], ${sql.param(asked.map((a) => a.userId))}::bigint[],
        ${sql.param(asked.map((a) => a.mode))}::text[]))`,
    )
    .orderBy(asc(positions.userId), asc(positions.mode), asc(positions.id))
    .for('update');
  return new Map(rows.map((row) => [ownPositionKey(row.id, row), row]));
}

/** A position as its owner asks for it: its id with the owner's account (user and book). */
export const ownPositionKey = (positionId: number, owner: Owner): string =>
  `${positionId}:${accountKey(owner.userId, owner.mode)}`;

/** A locked open position and how it closes. */
export interface ClosedFields {
  position: PositionRow;
  fields: CloseFields;
  key: string | null;
}

const field = <K extends keyof CloseFields>(closes: readonly ClosedFields[], key: K) =>
  sql.param(closes.map((close) => close.fields[key] ?? null));

/**
 * Marks the locked positions closed, each with a new change sequence number (how price-stream
 * workers learn of it), settles the keys of the closes written (the key gets the position's id) and
 * releases the keys of the refused ones, so that the retry can use them: one statement. Gives
 * back the closed rows in the order given.
 */
export async function markClosedSettlingKeys(
  tx: Db,
  closes: readonly ClosedFields[],
  released: readonly { userId: number; key: string }[],
): Promise<PositionRow[]> {
  if (closes.length === 0 && released.length === 0) return [];
  const written = await queryPrepared<{ id: number | string; change_seq: number | string }>(
    tx,
    'mark_closed_settling_keys',
    sql`with c as (
          select * from unnest(${sql.param(closes.map((c) => c.position.id))}::bigint[],
            ${sql.param(closes.map((c) => c.position.userId))}::bigint[], ${sql.param(closes.map((c) => c.position.mode))}::text[],
            ${sql.param(closes.map((c) => c.key))}::text[], ${field(closes, 'closePrice')}::numeric[],
            ${field(closes, 'closeTickTimeMs')}::bigint[], ${field(closes, 'closeRate')}::numeric[],
            ${field(closes, 'closeRateCode')}::text[], ${field(closes, 'closeRateTimeMs')}::bigint[],
            ${field(closes, 'closeReason')}::text[], ${field(closes, 'profit')}::numeric[],
            ${field(closes, 'absorbedLoss')}::numeric[], ${field(closes, 'closeEntryId')}::bigint[],
            ${sql.param(closes.map((c) => (c.fields.closedAt as Date).toISOString()))}::timestamptz[])
            as c(id, user_id, mode, key, close_price, close_tick_time_ms, close_rate, close_rate_code,
              close_rate_time_ms, close_reason, profit, absorbed_loss, close_entry_id, closed_at)
        ), written as (
          update positions p set status = 'closed', close_price = c.close_price, close_tick_time_ms = c.close_tick_time_ms,
            close_rate = c.close_rate, close_rate_code = c.close_rate_code, close_rate_time_ms = c.close_rate_time_ms,
            close_reason = c.close_reason, profit = c.profit, absorbed_loss = c.absorbed_loss,
            close_entry_id = c.close_entry_id, closed_at = c.closed_at, change_seq = nextval('position_change_seq')
          from c where p.id = c.id and p.user_id = c.user_id and p.mode = c.mode and p.status = 'open'
          returning p.id, p.user_id, p.change_seq, c.key as idempotency_key
        ), ${settleAndReleaseKeys(released)}
        select id, change_seq from written`,
  );
  const changeSeqOf = new Map(written.map((row) => [Number(row.id), Number(row.change_seq)]));
  return closes.map(({ position, fields }) => {
    const changeSeq = changeSeqOf.get(position.id);
    if (changeSeq === undefined) throw new Error(`position ${position.id} was not open: it must be locked first`);
    return { ...position, ...fields, status: 'closed', changeSeq };
  });
}
