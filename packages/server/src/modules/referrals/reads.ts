import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** SQL of what referrers and operators read; a referrer's reads filter by the referrer's id. */

const traded = (user: ReturnType<typeof sql>) =>
  sql`exists (select 1 from positions p where p.user_id = ${user} and p.mode = 'real')`;

export interface ReferrerFigures {
  inviteCode: string;
  invited: number;
  traded: number;
  earned: string;
}

export async function referrerFigures(tx: Db, userId: number): Promise<ReferrerFigures | undefined> {
  const rows = await queryRows<{
    invite_code: string;
    invited: string | number;
    traded: string | number;
    earned: string;
  }>(
    tx,
    sql`select u.invite_code,
          (select count(*) from users i where i.invited_by = u.id) as invited,
          (select count(*) from users i where i.invited_by = u.id and ${traded(sql`i.id`)}) as traded,
          (select coalesce(sum(c.amount), 0)::text from referral_commissions c where c.referrer_id = u.id and c.status = 'paid') as earned
        from users u where u.id = ${userId}`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return { inviteCode: row.invite_code, invited: Number(row.invited), traded: Number(row.traded), earned: row.earned };
}

export interface InviteeRow {
  userId: number;
  username: string;
  joinedAt: Date;
  traded: boolean;
  earned: string;
}

/** The referrer's invitees, newest first, with whether each has traded and what they earned the referrer. */
export async function invitees(tx: Db, referrerId: number, limit: number, offset: number): Promise<InviteeRow[]> {
  const rows = await queryRows<{
    id: string | number;
    username: string;
    created_at: Date | string;
    traded: boolean;
    earned: string;
  }>(
    tx,
    sql`select i.id, i.username, i.created_at, ${traded(sql`i.id`)} as traded,
          (select coalesce(sum(c.amount), 0)::text from referral_commissions c
            where c.referrer_id = ${referrerId} and c.invitee_id = i.id and c.status = 'paid') as earned
        from users i where i.invited_by = ${referrerId}
        order by i.id desc limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => ({
    userId: Number(row.id),
    username: row.username,
    joinedAt: new Date(row.created_at),
    traded: row.traded,
    earned: row.earned,
  }));
}

export async function countInvitees(tx: Db, referrerId: number): Promise<number> {
  const rows = await queryRows<{ n: string | number }>(
    tx,
    sql`select count(*) as n from users where invited_by = ${referrerId}`,
  );
  return Number(rows[0]?.n ?? 0);
}

export interface CommissionRow {
  id: number;
  chargedAt: Date;
  friend: string;
  fee: string;
  share: string;
  amount: string;
}

/** The referrer's paid commissions, newest fee first. */
export async function commissions(tx: Db, referrerId: number, limit: number, offset: number): Promise<CommissionRow[]> {
  const rows = await queryRows<{
    id: string | number;
    charged_at: Date | string;
    username: string;
    fee: string;
    share: string;
    amount: string;
  }>(
    tx,
    sql`select c.id, c.charged_at, u.username, c.fee::text, c.share::text, c.amount::text
        from referral_commissions c join users u on u.id = c.invitee_id
        where c.referrer_id = ${referrerId} and c.status = 'paid'
        order by c.charged_at desc, c.id desc limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    chargedAt: new Date(row.charged_at),
    friend: row.username,
    fee: row.fee,
    share: row.share,
    amount: row.amount,
  }));
}

export async function countCommissions(tx: Db, referrerId: number): Promise<number> {
  const rows = await queryRows<{ n: string | number }>(
    tx,
    sql`select count(*) as n from referral_commissions where referrer_id = ${referrerId} and status = 'paid'`,
  );
  return Number(rows[0]?.n ?? 0);
}

export interface ProgrammeTotals {
  referrers: number;
  invitees: number;
  commissions: number;
  totalPaid: string;
  totalFees: string;
}

export async function programmeTotals(tx: Db): Promise<ProgrammeTotals> {
  const rows = await queryRows<{
    referrers: string | number;
    invitees: string | number;
    commissions: string | number;
    paid: string;
    fees: string;
  }>(
    tx,
    sql`select (select count(distinct invited_by) from users where invited_by is not null) as referrers,
          (select count(*) from users where invited_by is not null) as invitees,
          count(*) as commissions, coalesce(sum(amount), 0)::text as paid, coalesce(sum(fee), 0)::text as fees
        from referral_commissions where status = 'paid'`,
  );
  const row = rows[0];
  return {
    referrers: Number(row?.referrers ?? 0),
    invitees: Number(row?.invitees ?? 0),
    commissions: Number(row?.commissions ?? 0),
    totalPaid: row?.paid ?? '0',
    totalFees: row?.fees ?? '0',
  };
}

export async function userReferralKey(
  tx: Db,
  userId: number,
): Promise<{ inviteCode: string; invitedBy: number | null } | undefined> {
  const rows = await queryRows<{ invite_code: string; invited_by: string | number | null }>(
    tx,
    sql`select invite_code, invited_by from users where id = ${userId}`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return { inviteCode: row.invite_code, invitedBy: row.invited_by === null ? null : Number(row.invited_by) };
}
