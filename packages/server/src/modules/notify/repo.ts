import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationKind } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { notices, notifications, type NoticeText } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect & { noticeTexts: Record<string, NoticeText> | null };
export type NotificationPayload = Record<string, string | number | null>;

export async function insertNotification(
  tx: Db,
  userId: number,
  kind: NotificationKind,
  payload: NotificationPayload,
  createdAt: Date,
): Promise<void> {
  await tx.insert(notifications).values({ userId, kind, payload, createdAt });
}

/** Several notifications in one statement (a job's batch). */
export async function insertNotifications(
  tx: Db,
  rows: readonly { userId: number; kind: NotificationKind; payload: NotificationPayload; createdAt: Date }[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(notifications).values([...rows]);
}

/** The customer's own, of the given kinds (all when null). */
function ownedOfKinds(userId: number, kinds: readonly NotificationKind[] | null) {
  return and(eq(notifications.userId, userId), kinds === null ? undefined : inArray(notifications.kind, [...kinds]));
}

/** One customer's notifications, unread first, then newest; a notice's words come with it. */
export async function listNotifications(
  tx: Db,
  userId: number,
  kinds: readonly NotificationKind[] | null,
  limit: number,
  offset: number,
): Promise<NotificationRow[]> {
  return tx
    .select({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      payload: notifications.payload,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      noticeTexts: notices.texts,
    })
    .from(notifications)
    .leftJoin(
      notices,
      and(
        eq(notifications.kind, 'operator_notice'),
        eq(notices.id, sql`(${notifications.payload}->>'noticeId')::bigint`),
      ),
    )
    .where(ownedOfKinds(userId, kinds))
    .orderBy(sql`${notifications.readAt} is null desc`, desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countNotifications(
  tx: Db,
  userId: number,
  kinds: readonly NotificationKind[] | null,
): Promise<number> {
  const rows = await tx.select({ n: count() }).from(notifications).where(ownedOfKinds(userId, kinds));
  return rows[0]?.n ?? 0;
}

/** How many of the customer's notifications are unread, by kind. */
export async function countUnreadByKind(tx: Db, userId: number): Promise<{ kind: string; n: number }[]> {
  return tx
    .select({ kind: notifications.kind, n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .groupBy(notifications.kind);
}

/** Marks the customer's own unread notifications among `ids` as read at `at`; others' ids change nothing. */
export async function markRead(tx: Db, userId: number, ids: readonly number[], at: Date): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids]), isNull(notifications.readAt)));
}

/** Marks every unread one of the customer's (of the given kinds) read at `at`. */
export async function markAllRead(
  tx: Db,
  userId: number,
  kinds: readonly NotificationKind[] | null,
  at: Date,
): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: at })
    .where(and(ownedOfKinds(userId, kinds), isNull(notifications.readAt)));
}

/** Deletes the customer's own among `ids`; others' ids change nothing. */
export async function deleteOwned(tx: Db, userId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(notifications).where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids])));
}
