import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { NotificationKind } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
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

/** One customer's notifications, newest first. */
export async function listNotifications(
  tx: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<NotificationRow[]> {
  return tx
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countNotifications(tx: Db, userId: number): Promise<number> {
  const rows = await tx.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
  return rows[0]?.n ?? 0;
}

/** Marks the customer's own unread notifications among `ids` as read at `at`; others' ids change nothing. */
export async function markRead(tx: Db, userId: number, ids: readonly number[], at: Date): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids]), isNull(notifications.readAt)));
}
