import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
  return row!.id;
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
  const audience = tx
    .select({
      userId: users.id,
      kind: sql<string>`'operator_notice'`.as('kind'),
      payload: sql<Record<string, number>>`${JSON.stringify({ noticeId })}::jsonb`.as('payload'),
      createdAt: sql<Date>`${createdAt.toISOString()}::timestamptz`.as('created_at'),
    })
    .from(users)
    .where(and(eq(users.status, 'active'), userId === null ? undefined : eq(users.id, userId)));
  const rows = await tx.insert(notifications).select(audience).returning({ id: notifications.id });
  return rows.length;
}

export async function listNotices(tx: Db, limit: number, offset: number): Promise<NoticeRow[]> {
  return tx.select().from(notices).orderBy(desc(notices.id)).limit(limit).offset(offset);
}

export async function countNotices(tx: Db): Promise<number> {
  const rows = await tx.select({ n: count() }).from(notices);
  return rows[0]?.n ?? 0;
}
