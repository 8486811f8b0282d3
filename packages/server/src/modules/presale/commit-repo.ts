import { sql } from 'drizzle-orm';
import { queryPrepared, type Db } from '../../db/client.ts';
import { claimBatchKeys, KEY_CLAIMED, settleAndReleaseKeys } from '../../core/idempotency-repo.ts';
import {
  commitmentColumns,
  toCommitmentView,
  type CommitmentRow,
  type CommitmentView,
  type RawCommitment,
  type RoundRow,
} from './repo.ts';

/** The SQL of group-committed presale commitments. The transaction first; every commitment is read by its owner. */

/** A commitment of a batch as its first statement needs it. */
export interface KeyedCommitment {
  userId: number;
  roundId: number;
  key: string | null;
  requestHash: string;
}

/** The round as a commitment is decided on it, under its share lock. */
export type RoundTerms = Pick<RoundRow, 'status' | 'startsAt' | 'endsAt' | 'cap' | 'minCommitment'>;

/** Each commitment's key claim and round, and the id its row takes if it has none yet. */
export interface CommitmentClaim {
  keyClaimed: boolean;
  /** The round under its share lock; undefined: no such round. */
  round: RoundTerms | undefined;
  newId: number;
}

interface RawClaim {
  key_claimed: boolean;
  new_id: number | string;
  status: RoundRow['status'] | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  cap: string | null;
  min_commitment: string | null;
}

const dateOf = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * For each commitment, in the order given: its key claimed (false: taken already), its round read
 * under a share lock (in id order: no settlement or cancellation until the batch commits), and an
 * id for its row. One statement, taken before the commitments' locks, as a commitment served
 * alone claims its key and locks the round first.
 */
export async function claimKeysLockingRounds(tx: Db, requests: readonly KeyedCommitment[]): Promise<CommitmentClaim[]> {
  const rows = await queryPrepared<RawClaim>(
    tx,
    'presale_claim_keys_lock_rounds',
    sql`with o as (
          select *, 'real' as mode from unnest(${sql.param(requests.map((r) => r.userId))}::bigint[],
            ${sql.param(requests.map((r) => r.roundId))}::bigint[], ${sql.param(requests.map((r) => r.key))}::text[],
            ${sql.param(requests.map((r) => r.requestHash))}::text[])
            with ordinality as o(user_id, round_id, key, request_hash, ordinal)
        ), ${claimBatchKeys('commitPresale')},
        rounds as materialized (
          select id, status, starts_at, ends_at, cap::text as cap, min_commitment::text as min_commitment
          from presale_rounds where id in (select round_id from o) order by id for share
        )
        select ${KEY_CLAIMED} as key_claimed, nextval(pg_get_serial_sequence('presale_commitments', 'id')) as new_id,
          r.status, r.starts_at, r.ends_at, r.cap, r.min_commitment
        from o left join rounds r on r.id = o.round_id order by o.ordinal`,
  );
  return rows.map((row) => ({
    keyClaimed: row.key_claimed,
    newId: Number(row.new_id),
    round:
      row.status === null ||
      row.starts_at === null ||
      row.ends_at === null ||
      row.cap === null ||
      row.min_commitment === null
        ? undefined
        : {
            status: row.status,
            startsAt: dateOf(row.starts_at),
            endsAt: dateOf(row.ends_at),
            cap: row.cap,
            minCommitment: row.min_commitment,
          },
  }));
}

/** A customer's commitment to a round as a batch decides on it. */
export type LockedCommitment = Pick<CommitmentRow, 'id' | 'roundId' | 'userId' | 'amount' | 'status' | 'holdId'>;

/** The commitments these customers already have to these rounds, locked in id order; keyed `round:user`. */
export async function lockCommitments(
  tx: Db,
  pairs: readonly { roundId: number; userId: number }[],
): Promise<Map<string, LockedCommitment>> {
  const rows = await queryPrepared<
    Pick<RawCommitment, 'id' | 'round_id' | 'user_id' | 'amount' | 'status' | 'hold_id'>
  >(
    tx,
    'presale_lock_commitments',
    sql`select c.id, c.round_id, c.user_id, c.amount::text as amount, c.status, c.hold_id
        from presale_commitments c
        join unnest(${sql.param(pairs.map((p) => p.roundId))}::bigint[], ${sql.param(pairs.map((p) => p.userId))}::bigint[])
          as o(round_id, user_id) on c.round_id = o.round_id and c.user_id = o.user_id
        order by c.id for update of c`,
  );
  return new Map(
    rows.map((row) => [
      commitmentKey(Number(row.round_id), Number(row.user_id)),
      {
        id: Number(row.id),
        roundId: Number(row.round_id),
        userId: Number(row.user_id),
        amount: row.amount,
        status: row.status,
        holdId: row.hold_id === null ? null : Number(row.hold_id),
      },
    ]),
  );
}

export const commitmentKey = (roundId: number, userId: number): string => `${roundId}:${userId}`;

/** A commitment as the batch sets it: an existing row updated, or a new one with the id it took. */
export interface CommitmentWrite {
  id: number;
  existing: boolean;
  roundId: number;
  userId: number;
  amount: string;
  status: 'open' | 'withdrawn';
  holdId: number | null;
  now: Date;
  key: string | null;
}

/**
 * Writes the batch's commitments (updated where they exist, inserted where not) and, in the same
 * statement, gives each written commitment's key its id and releases the keys of the refused
 * requests. Gives back each commitment as its owner sees it, in the order given.
 */
export async function writeCommitmentsSettlingKeys(
  tx: Db,
  writes: readonly CommitmentWrite[],
  released: readonly { userId: number; key: string }[],
): Promise<CommitmentView[]> {
  if (writes.length === 0 && released.length === 0) return [];
  const column = <K extends keyof CommitmentWrite>(key: K) => sql.param(writes.map((write) => write[key]));
  const rows = await queryPrepared<RawCommitment>(
    tx,
    'presale_write_commitments',
    sql`with o as (
          select * from unnest(${column('id')}::bigint[], ${column('existing')}::boolean[], ${column('roundId')}::bigint[],
            ${column('userId')}::bigint[], ${column('amount')}::numeric[], ${column('status')}::text[],
            ${column('holdId')}::bigint[], ${sql.param(writes.map((w) => w.now.toISOString()))}::timestamptz[],
            ${column('key')}::text[]) as o(id, existing, round_id, user_id, amount, status, hold_id, at, key)
        ), updated as (
          update presale_commitments c set amount = o.amount, status = o.status, hold_id = o.hold_id, updated_at = o.at
          from o where o.existing and c.id = o.id and c.user_id = o.user_id
          returning c.*
        ), inserted as (
          insert into presale_commitments (id, round_id, user_id, amount, status, hold_id, created_at, updated_at)
          select id, round_id, user_id, amount, status, hold_id, at, at from o where not o.existing
          returning *
        ), w as (select * from updated union all select * from inserted),
        written as (select w.id, w.user_id, o.key as idempotency_key from w join o on o.id = w.id),
        ${settleAndReleaseKeys(released)}
        select ${commitmentColumns} from w c join presale_rounds r on r.id = c.round_id`,
  );
  const views = new Map(rows.map((row) => [Number(row.id), toCommitmentView(row)]));
  return writes.map((write) => {
    const view = views.get(write.id);
    if (!view) throw new Error(`presale commitment ${write.id} was not written`);
    return view;
  });
}
