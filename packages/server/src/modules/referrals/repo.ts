import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { DEFAULT_SHARE } from './rules.ts';

/**
 * SQL of the invite programme. Every read of a customer's data takes the customer's id and
 * filters by it: a referrer sees their own invitees and commissions only.
 */

/** The share in force at `at` (the latest row in effect then), or the default before any row. */
const shareAt = (at: ReturnType<typeof sql>) =>
  sql`coalesce((select s.share from referral_shares s where s.effective_from <= ${at}
      order by s.effective_from desc, s.id desc limit 1), ${DEFAULT_SHARE}::numeric)`;

export async function shareNow(tx: Db, now: Date): Promise<{ share: string; since: Date | null }> {
  const rows = await queryRows<{ share: string; since: Date | string | null }>(
    tx,
    sql`select ${shareAt(sql`${now.toISOString()}::timestamptz`)}::text as share,
          (select max(effective_from) from referral_shares where effective_from <= ${now.toISOString()}::timestamptz) as since`,
  );
  const row = rows[0];
  return { share: row?.share ?? DEFAULT_SHARE, since: row?.since ? new Date(row.since) : null };
}

export async function insertShare(tx: Db, share: string, operatorId: number, at: Date): Promise<void> {
  await queryRows(
    tx,
    sql`insert into referral_shares (share, effective_from, operator_id) values (${share}::numeric, ${at.toISOString()}::timestamptz, ${operatorId})`,
  );
}

/** A real-account trading fee of an invitee that no commission row has decided yet. */
export interface DueFee {
  positionId: number;
  inviteeId: number;
  referrerId: number;
  fee: string;
  share: string;
  chargedAt: Date;
  inviteeEmail: string | null;
  referrerEmail: string | null;
}

/**
 * Up to `limit` undecided fees, oldest position first: the real-account opening fees of invitees
 * with no row in referral_commissions. Only invitees' positions are read (users_invited_by), and
 * the share is the one in force when the fee was charged. Reads only; the insert claims.
 */
export async function dueFees(tx: Db, limit: number): Promise<DueFee[]> {
  const rows = await queryRows<{
    position_id: string | number;
    invitee_id: string | number;
    referrer_id: string | number;
    fee: string;
    share: string;
    charged_at: Date | string;
    invitee_email: string | null;
    referrer_email: string | null;
  }>(
    tx,
    sql`select p.id as position_id, u.id as invitee_id, r.id as referrer_id, p.fee::text as fee,
          ${shareAt(sql`p.opened_at`)}::text as share, p.opened_at as charged_at,
          u.email as invitee_email, r.email as referrer_email
        from users u join users r on r.id = u.invited_by
        join positions p on p.user_id = u.id and p.mode = 'real'
        where u.invited_by is not null and p.fee > 0
          and not exists (select 1 from referral_commissions c where c.position_id = p.id)
        order by p.id limit ${limit}`,
  );
  return rows.map((row) => ({
    positionId: Number(row.position_id),
    inviteeId: Number(row.invitee_id),
    referrerId: Number(row.referrer_id),
    fee: row.fee,
    share: row.share,
    chargedAt: new Date(row.charged_at),
    inviteeEmail: row.invitee_email,
    referrerEmail: row.referrer_email,
  }));
}

export interface DecidedFee {
  positionId: number;
  inviteeId: number;
  referrerId: number;
  fee: string;
  share: string;
  amount: string;
  status: 'paid' | 'refused';
  chargedAt: Date;
}

/**
 * The claim: records each fee's decision, skipping a fee another node recorded first (the unique
 * position), and gives back the positions this transaction recorded, which it alone then pays.
 */
export async function insertDecisions(tx: Db, fees: readonly DecidedFee[]): Promise<Set<number>> {
  if (fees.length === 0) return new Set();
  const col = <K extends keyof DecidedFee>(key: K) => sql.param(fees.map((f) => f[key]));
  const rows = await queryRows<{ position_id: string | number }>(
    tx,
    sql`insert into referral_commissions (referrer_id, invitee_id, position_id, fee, share, amount, status, charged_at)
        select * from unnest(${col('referrerId')}::bigint[], ${col('inviteeId')}::bigint[], ${col('positionId')}::bigint[],
          ${col('fee')}::numeric[], ${col('share')}::numeric[], ${col('amount')}::numeric[], ${col('status')}::text[],
          ${sql.param(fees.map((f) => f.chargedAt.toISOString()))}::timestamptz[])
        on conflict (position_id) do nothing
        returning position_id`,
  );
  return new Set(rows.map((row) => Number(row.position_id)));
}

/** Names each paid commission's entry: the one of its referrer in this batch. */
export async function setEntries(tx: Db, entries: readonly { positionId: number; entryId: number }[]): Promise<void> {
  if (entries.length === 0) return;
  await queryRows(
    tx,
    sql`update referral_commissions c set entry_id = v.entry_id
        from unnest(${sql.param(entries.map((e) => e.positionId))}::bigint[], ${sql.param(entries.map((e) => e.entryId))}::bigint[])
          as v(position_id, entry_id)
        where c.position_id = v.position_id and c.status = 'paid'`,
  );
}
