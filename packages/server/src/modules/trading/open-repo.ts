import { sql } from 'drizzle-orm';
import { queryPrepared, type Db } from '../../db/client.ts';
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
 * Read under the owners' account locks, in a statement of its own, for the reason
 * openPositionsAndNextId gives: only a statement that starts once the locks are held sees what
 * their previous holders committed.
 */
export async function openTermsAndIds(tx: Db, owners: readonly Owner[]): Promise<OwnerOpenTerms[]> {
  // One row per owner with its new id, then one per open position: plain rows, not JSON, which
  // cost PostgreSQL a third of a batch's time when accounts hold many positions.
  const rows = await queryPrepared<OpenTermsRow>(
    tx,
    'open_terms_and_ids',
    sql`with o as (
          select * from unnest(${sql.param(owners.map((o) => o.userId))}::bigint[], ${sql.param(owners.map((o) => o.mode))}::text[])
            with ordinality as o(user_id, mode, ordinal)
        )
        select o.ordinal, nextval(pg_get_serial_sequence('positions', 'id')) as next_id, null as code, null as instrument_id,
          null as side, null as lots, null as contract_size, null as open_price, null as open_rate, null as margin
        from o
        union all
        select o.ordinal, null, p.code, p.instrument_id, p.side, p.lots::text, p.contract_size::text, p.open_price::text,
          p.open_rate::text, p.margin::text
        from o join positions p on p.user_id = o.user_id and p.mode = o.mode and p.status = 'open'`,
  );
  const terms: OwnerOpenTerms[] = owners.map(() => ({ nextId: 0, open: [] }));
  for (const row of rows) {
    const owner = terms[Number(row.ordinal) - 1];
    if (!owner) throw new Error(`no owner ${row.ordinal}`);
    if (row.next_id !== null) owner.nextId = Number(row.next_id);
    else owner.open.push(positionTerms(row));
  }
  if (terms.some((owner) => !Number.isSafeInteger(owner.nextId) || owner.nextId <= 0))
    throw new Error('no position id');
  return terms;
}

interface OpenTermsRow {
  ordinal: number | string;
  next_id: number | string | null;
  code: string;
  instrument_id: number | string;
  side: OpenPositionTerms['side'];
  lots: string;
  contract_size: string;
  open_price: string;
  open_rate: string | null;
  margin: string;
}

function positionTerms(row: OpenTermsRow): OpenPositionTerms {
  return {
    code: row.code,
    instrumentId: Number(row.instrument_id),
    side: row.side,
    lots: row.lots,
    contractSize: row.contract_size,
    openPrice: row.open_price,
    openRate: row.open_rate,
    margin: row.margin,
  };
}

const column = <K extends keyof OpenedPosition>(rows: readonly OpenedPosition[], key: K) =>
  sql.param(rows.map((row) => row[key] ?? null));

/**
 * Inserts open positions and gives back their rows in the order given, with the change numbers
 * the database gave them. Written as SQL, not built: every order runs it, and building an insert
 * of this many columns was a sizeable share of the server's CPU per order.
 */
export async function insertPositions(tx: Db, rows: readonly OpenedPosition[]): Promise<PositionRow[]> {
  if (rows.length === 0) return [];
  const written = await queryPrepared<{ id: number | string; change_seq: number | string }>(
    tx,
    'insert_positions',
    sql`insert into positions (id, user_id, mode, instrument_id, code, side, lots, leverage, contract_size,
          open_price, open_tick_time_ms, open_rate, open_rate_code, open_rate_time_ms, margin, fee,
          stop_loss, take_profit, open_entry_id, idempotency_key, request_hash, opened_at)
        select * from unnest(${column(rows, 'id')}::bigint[], ${column(rows, 'userId')}::bigint[],
          ${column(rows, 'mode')}::text[], ${column(rows, 'instrumentId')}::bigint[], ${column(rows, 'code')}::text[],
          ${column(rows, 'side')}::text[], ${column(rows, 'lots')}::numeric[], ${column(rows, 'leverage')}::int[],
          ${column(rows, 'contractSize')}::numeric[], ${column(rows, 'openPrice')}::numeric[],
          ${column(rows, 'openTickTimeMs')}::bigint[], ${column(rows, 'openRate')}::numeric[],
          ${column(rows, 'openRateCode')}::text[], ${column(rows, 'openRateTimeMs')}::bigint[],
          ${column(rows, 'margin')}::numeric[], ${column(rows, 'fee')}::numeric[], ${column(rows, 'stopLoss')}::numeric[],
          ${column(rows, 'takeProfit')}::numeric[], ${column(rows, 'openEntryId')}::bigint[],
          ${column(rows, 'idempotencyKey')}::text[], ${column(rows, 'requestHash')}::text[],
          ${sql.param(rows.map((row) => row.openedAt.toISOString()))}::timestamptz[])
        returning id, change_seq`,
  );
  const changeSeqOf = new Map(written.map((row) => [Number(row.id), Number(row.change_seq)]));
  return rows.map((row) => {
    const changeSeq = changeSeqOf.get(row.id);
    if (changeSeq === undefined) throw new Error(`position ${row.id} was not written`);
    return { ...row, ...OPEN_ROW, changeSeq };
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
