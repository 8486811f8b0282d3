import { and, count, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { notices, notifications, users, type NoticeText } from '../../db/schema.ts';

export type NoticeRow = typeof notices.$inferSelect;

export async function insertNotice(
  tx: Db,
  notice: {
    audience: 'everyone' | 'customer';
    userId: number | null;
    texts: Record<string, NoticeText>;
    operatorId: number;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await tx.insert(notices).values(notice).returning({ id: notices.id });
  if (!row) throw new Error('notice insert returned nothing');
  return row.id;
}

/**
 * One notification per active customer the notice reaches, in one statement; returns how many.
 * A disabled customer is not told.
 */
export async function notifyAudience(
  tx: Db,
  noticeId: number,
  userId: number | null,
  createdAt: Date,
): Promise<number> {
  // One statement, however many customers: their notifications, and the e-mails of those who take
  // notices by e-mail (the outbox's job sends them); only the count comes back.
  const audience = userId === null ? sql`` : sql`and ${users.id} = ${userId}`;
  const payload = JSON.stringify({ noticeId });
  const when = createdAt.toISOString();
  const [row] = await queryRows<{ recipients: number }>(
    tx,
    sql`
    with sent as (
      insert into ${notifications} (user_id, kind, payload, created_at)
      select ${users.id}, 'operator_notice', ${payload}::jsonb, ${when}::timestamptz
      from ${users}
      where ${users.status} = 'active' ${audience}
      returning user_id
    ), mailed as (
      insert into email_outbox (user_id, kind, payload, created_at, due_at)
      select ${users.id}, 'operator_notice', ${payload}::jsonb, ${when}::timestamptz, ${when}::timestamptz
      from ${users}
      where ${users.status} = 'active' and 'system' = any(${users.emailCategories}) ${audience}
    )
    select count(*)::int as recipients from sent`,
  );
  return row?.recipients ?? 0;
}

export async function listNotices(tx: Db, limit: number, offset: number): Promise<NoticeRow[]> {
  return tx.select().from(notices).orderBy(desc(notices.id)).limit(limit).offset(offset);
}

export async function countNotices(tx: Db): Promise<number> {
  const rows = await tx.select({ n: count() }).from(notices);
  return rows[0]?.n ?? 0;
}

/** Whether the customer exists and is active: a notice goes to nobody else. */
export async function isActiveCustomer(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active')));
  return rows.length > 0;
}
