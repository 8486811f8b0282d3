import { sql, type SQL } from 'drizzle-orm';
import { Money } from '@tp/contract';
import { claimBatchKeys, KEY_CLAIMED, settleAndReleaseKeys } from '../../core/idempotency-repo.ts';
import { queryPrepared, type Db } from '../../db/client.ts';
import { checkPosted, postManyCtes, type BatchEntry, type PostedCounts } from '../../ledger/index.ts';
import type { KnownPosition } from './open-terms-cache.ts';
import type { OpenedPosition, OpenPositionTerms, Owner, PositionRow } from './repo.ts';

/**
 * SQL of opening positions, for one order or a group-committed batch of them: one statement each
 * for any number of owners. Every row read or written names its owner (user and mode).
 */

/** For each owner, in the order given: a new position id and the owner's open positions. */
export interface OwnerOpenTerms {
  nextId: number;
  open: OpenPositionTerms[];
}

/**
 * An order of a batch: its owner, its key with the request's fingerprint (null: no key), and the
 * newest of the open positions it knows (its id; 0 when it knows none).
 */
export interface KeyedOwner extends Owner {
  key: string | null;
  requestHash: string;
  newestKnownId: number;
}

/**
 * For each order of a batch, in the order given: a new position id, whether its key was claimed
 * (false: taken already), how many positions its owner holds open, and those open that it did
 * not know.
 */
export interface BatchOwnerTerms {
  nextId: number;
  keyClaimed: boolean;
  openCount: number;
  unknown: KnownPosition[];
}

// One row per owner with its new id, then one per open position: plain rows, not JSON, which
// cost PostgreSQL a third of a batch's time when accounts hold many positions.
const OWNER_ROW_REST = sql`null as id, null as code, null as instrument_id, null as side, null as lots,
  null as contract_size, null as open_price, null as open_rate, null as margin`;
const POSITION_COLUMNS = sql`p.id, p.code, p.instrument_id, p.side, p.lots::text, p.contract_size::text,
    p.open_price::text, p.open_rate::text, p.margin::text`;
// Each owner's positions, one owner at a time: `offset 0` keeps the planner from making the
// lateral one join over every open position, the plan it chose on a young table (a third of a
// batch's time in the benchmark). With statistics (autovacuum's, or the embedded database's
// maintenance), each owner's are read by the owner index.
const OWNER_POSITIONS = sql`o cross join lateral (
    select * from positions p where p.user_id = o.user_id and p.mode = o.mode and p.status = 'open' offset 0) p`;
const NEXT_ID = sql`nextval(pg_get_serial_sequence('positions', 'id'))`;
const ownersOf = (owners: readonly Owner[]) =>
  sql`select * from unnest(${sql.param(owners.map((o) => o.userId))}::bigint[], ${sql.param(owners.map((o) => o.mode))}::text[])
    with ordinality as o(user_id, mode, ordinal)`;

/**
 * Read under the owners' account locks, in a statement of its own: a statement sees what was
 * committed when it started, so only one that starts once the locks are held sees what their
 * previous holders wrote.
 */
export async function openTermsAndIds(tx: Db, owners: readonly Owner[]): Promise<OwnerOpenTerms[]> {
  const rows = await queryPrepared<OpenTermsRow>(
    tx,
    'open_terms_and_ids',
    sql`with o as (${ownersOf(owners)})
        select o.ordinal, ${NEXT_ID} as next_id, null as key_claimed, null as open_count, ${OWNER_ROW_REST} from o
        union all select o.ordinal, null, null, null, ${POSITION_COLUMNS} from ${OWNER_POSITIONS}`,
  );
  return termsOf(owners.length, rows).map(({ nextId, unknown }) => ({ nextId, open: unknown }));
}

/** The owners' open positions, in the order given; read under their account locks, like openTermsAndIds. */
export async function openPositionsOfOwners(tx: Db, owners: readonly Owner[]): Promise<KnownPosition[][]> {
  const rows = await queryPrepared<OpenTermsRow>(
    tx,
    'open_positions_of_owners',
    sql`with o as (${ownersOf(owners)}) select o.ordinal, ${POSITION_COLUMNS} from ${OWNER_POSITIONS}`,
  );
  const open = owners.map((): KnownPosition[] => []);
  for (const row of rows) open[Number(row.ordinal) - 1]?.push(knownPosition(row));
  return open;
}

/**
 * openTermsAndIds for a group-committed batch, which also claims the orders' keys (one statement
 * fewer per batch) and reads in full only the open positions an order does not know (its
 * account's OpenTermsCache), with the count that tells whether every known one is still open.
 *
 * The positions an order does not know are those newer than the newest it knows: an account's
 * positions take their ids from one sequence (cache 1) under the account's lock, each after the
 * previous holder of the lock committed, so a position opened after the known ones were read has
 * a higher id than all of them, on whichever server it was opened. Reading by id range is an index
 * range scan; matching every open position against every known id grew with the square of the
 * positions held (a third of the server's statement time in the benchmark, at 100 per account).
 *
 * The keys are claimed under the account locks: a key's twin served alone (withIdempotency
 * claims first, then locks) can then wait on a lock of this batch while the batch waits on its
 * key; PostgreSQL ends that deadlock by rolling one of the two back, which runs again (a batch's
 * orders each alone, the lone call by withIdempotency), so either way the key answers once. Two
 * orders of the batch must not carry the same key.
 */
export async function openTermsIdsAndKeys(tx: Db, orders: readonly KeyedOwner[]): Promise<BatchOwnerTerms[]> {
  const rows = await queryPrepared<OpenTermsRow>(
    tx,
    'open_terms_ids_and_keys',
    sql`with o as (
          select * from unnest(${sql.param(orders.map((o) => o.userId))}::bigint[], ${sql.param(orders.map((o) => o.mode))}::text[],
            ${sql.param(orders.map((o) => o.key))}::text[], ${sql.param(orders.map((o) => o.requestHash))}::text[],
            ${sql.param(orders.map((o) => o.newestKnownId))}::bigint[])
            with ordinality as o(user_id, mode, key, request_hash, newest_known_id, ordinal)
        ), ${claimBatchKeys('openPosition')}
        select o.ordinal, ${NEXT_ID} as next_id, ${KEY_CLAIMED} as key_claimed,
          (select count(*) from positions p where p.user_id = o.user_id and p.mode = o.mode and p.status = 'open') as open_count,
          ${OWNER_ROW_REST} from o
        union all select o.ordinal, null, null, null, ${POSITION_COLUMNS} from o cross join lateral (
          select * from positions p where p.user_id = o.user_id and p.mode = o.mode and p.status = 'open'
            and p.id > o.newest_known_id offset 0) p`,
  );
  return termsOf(orders.length, rows);
}

function termsOf(ownerCount: number, rows: readonly OpenTermsRow[]): BatchOwnerTerms[] {
  const terms: BatchOwnerTerms[] = Array.from({ length: ownerCount }, () => ({
    nextId: 0,
    keyClaimed: false,
    openCount: 0,
    unknown: [],
  }));
  for (const row of rows) {
    const owner = terms[Number(row.ordinal) - 1];
    if (!owner) throw new Error(`no owner ${row.ordinal}`);
    if (row.next_id !== null) {
      owner.nextId = Number(row.next_id);
      owner.keyClaimed = row.key_claimed !== false;
      owner.openCount = Number(row.open_count ?? 0);
    } else owner.unknown.push(knownPosition(row));
  }
  if (terms.some((owner) => !Number.isSafeInteger(owner.nextId) || owner.nextId <= 0))
    throw new Error('no position id');
  return terms;
}

interface OpenTermsRow {
  ordinal: number | string;
  next_id: number | string | null;
  key_claimed: boolean | null;
  open_count: number | string | null;
  id: number | string;
  code: string;
  instrument_id: number | string;
  side: OpenPositionTerms['side'];
  lots: string;
  contract_size: string;
  open_price: string;
  open_rate: string | null;
  margin: string;
}

/** A position as read, its amounts parsed once: a remembered position is valued for every order of its account. */
function knownPosition(row: OpenTermsRow): KnownPosition {
  return {
    id: Number(row.id),
    code: row.code,
    instrumentId: Number(row.instrument_id),
    side: row.side,
    lots: Money.of(row.lots),
    contractSize: Money.of(row.contract_size),
    openPrice: Money.of(row.open_price),
    openRate: row.open_rate === null ? null : Money.of(row.open_rate),
    margin: Money.of(row.margin),
  };
}

const column = <K extends keyof OpenedPosition>(rows: readonly OpenedPosition[], key: K) =>
  sql.param(rows.map((row) => row[key] ?? null));

/**
 * The insert of open positions, written as SQL, not built: building an insert of this many columns
 * was a sizeable share of the server's CPU per order. `openEntryIds` is an array expression of the
 * entries that booked them, in the rows' order.
 */
function positionsInsert(rows: readonly OpenedPosition[], openEntryIds: SQL) {
  return sql`insert into positions (id, user_id, mode, instrument_id, code, side, lots, leverage, contract_size,
      open_price, open_tick_time_ms, open_rate, open_rate_code, open_rate_time_ms, margin, fee,
      stop_loss, take_profit, open_entry_id, idempotency_key, request_hash, opened_at)
    select * from unnest(${column(rows, 'id')}::bigint[], ${column(rows, 'userId')}::bigint[],
      ${column(rows, 'mode')}::text[], ${column(rows, 'instrumentId')}::bigint[], ${column(rows, 'code')}::text[],
      ${column(rows, 'side')}::text[], ${column(rows, 'lots')}::numeric[], ${column(rows, 'leverage')}::int[],
      ${column(rows, 'contractSize')}::numeric[], ${column(rows, 'openPrice')}::numeric[],
      ${column(rows, 'openTickTimeMs')}::bigint[], ${column(rows, 'openRate')}::numeric[],
      ${column(rows, 'openRateCode')}::text[], ${column(rows, 'openRateTimeMs')}::bigint[],
      ${column(rows, 'margin')}::numeric[], ${column(rows, 'fee')}::numeric[], ${column(rows, 'stopLoss')}::numeric[],
      ${column(rows, 'takeProfit')}::numeric[], ${openEntryIds},
      ${column(rows, 'idempotencyKey')}::text[], ${column(rows, 'requestHash')}::text[],
      ${sql.param(rows.map((row) => row.openedAt.toISOString()))}::timestamptz[])`;
}

/** Inserts open positions and gives back their rows in the order given, with the change numbers the database gave them. */
export async function insertPositions(tx: Db, rows: readonly OpenedPosition[]): Promise<PositionRow[]> {
  if (rows.length === 0) return [];
  const written = await queryPrepared<WrittenRow>(
    tx,
    'insert_positions',
    sql`${positionsInsert(rows, sql`${column(rows, 'openEntryId')}::bigint[]`)} returning id, change_seq, open_entry_id`,
  );
  return positionRows(rows, written);
}

/**
 * A group-committed batch's entries and positions in one statement, one entry per position in the
 * same order (each row's openEntryId is taken from its entry, whatever it holds), which also
 * settles the keys the batch claimed (openTermsIdsAndKeys): each written position's key gets the
 * position's id, and the keys of refused orders are released, so that the retry can use them. The
 * ledger's refusal (checkPosted) throws, and the caller's transaction must not commit.
 */
export async function postAndInsertPositions(
  tx: Db,
  entries: readonly BatchEntry[],
  rows: readonly OpenedPosition[],
  released: readonly { userId: number; key: string }[],
): Promise<PositionRow[]> {
  if (entries.length !== rows.length) throw new Error(`${entries.length} entries for ${rows.length} positions`);
  if (rows.length === 0 && released.length === 0) return [];
  // One row per written position, each with the entries' checks; one row of nulls when none was written.
  const written = await queryPrepared<PostedCounts & { [K in keyof WrittenRow]: WrittenRow[K] | null }>(
    tx,
    'post_and_insert_positions',
    sql`with ${postManyCtes(entries)},
        written as (${positionsInsert(rows, sql`(select array_agg(id order by ordinal) from em)`)}
          returning id, change_seq, open_entry_id, user_id, idempotency_key),
        ${settleAndReleaseKeys(released)}
        select posted.known, posted.accounts, posted.customers, posted.moved, w.id, w.change_seq, w.open_entry_id
          from posted left join written w on true`,
  );
  checkPosted(written[0], entries);
  return positionRows(
    rows,
    written.filter((row): row is typeof row & WrittenRow => row.id !== null),
  );
}

interface WrittenRow {
  id: number | string;
  change_seq: number | string;
  open_entry_id: number | string;
}

function positionRows(rows: readonly OpenedPosition[], written: readonly WrittenRow[]): PositionRow[] {
  const writtenOf = new Map(written.map((row) => [Number(row.id), row]));
  return rows.map((row) => {
    const stored = writtenOf.get(row.id);
    if (stored === undefined) throw new Error(`position ${row.id} was not written`);
    return { ...row, ...OPEN_ROW, changeSeq: Number(stored.change_seq), openEntryId: Number(stored.open_entry_id) };
  });
}

/** What a freshly opened position's row holds beyond what opening wrote. */
const OPEN_ROW = {
  status: 'open',
  closePrice: null,
  closeTickTimeMs: null,
  closeRate: null,
  closeRateCode: null,
  closeRateTimeMs: null,
  closeReason: null,
  profit: null,
  absorbedLoss: null,
  closeEntryId: null,
  closedAt: null,
} as const;
