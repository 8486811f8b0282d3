import { z } from 'zod';
import { LANGUAGES, NOTIFICATIONS_READ_MAX, type NotificationKind } from './constants.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { text } from './text-schema.ts';

/**
 * The four groups a customer sees notifications in, and chooses e-mail by: what happened to the
 * account (sign-in, security, verification), to a trade, to money in the wallet, or a notice.
 */
export const NOTIFICATION_CATEGORIES = ['account', 'trading', 'wallet', 'system'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Every kind's group: a new kind does not compile until it has one. */
export const NOTIFICATION_CATEGORY: Readonly<Record<NotificationKind, NotificationCategory>> = {
  deposit_submitted: 'wallet',
  deposit_completed: 'wallet',
  deposit_rejected: 'wallet',
  withdrawal_submitted: 'wallet',
  withdrawal_approved: 'wallet',
  withdrawal_rejected: 'wallet',
  withdrawal_completed: 'wallet',
  position_closed: 'trading',
  option_settled: 'trading',
  plan_earning: 'trading',
  plan_completed: 'trading',
  plan_exited: 'trading',
  presale_settled: 'trading',
  presale_cancelled: 'trading',
  operator_notice: 'system',
};

/** The kinds of one group. */
export function kindsOf(category: NotificationCategory): NotificationKind[] {
  return (Object.keys(NOTIFICATION_CATEGORY) as NotificationKind[]).filter(
    (kind) => NOTIFICATION_CATEGORY[kind] === category,
  );
}

/** An operator's notice as the reader reads it: in their language where it was written, else English. */
export const noticeText = z.object({ title: z.string(), body: z.string() });
export type NoticeText = z.infer<typeof noticeText>;

/** In-app notifications: what changed, as data the app words in the reader's language. */
export const notificationRecord = z.object({
  id: z.number().int(),
  kind: z.string(),
  payload: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  createdAt: z.number().int(),
  readAt: z.number().int().nullable(),
  /** The notice's words, for an operator's notice; null otherwise. */
  notice: noticeText.nullable(),
});
export const notificationPage = pageOf(notificationRecord);
export type NotificationRecord = z.infer<typeof notificationRecord>;
export type NotificationPage = z.infer<typeof notificationPage>;

/** GET listNotifications: unread first, then newest; one group or all; notices in `lang`. */
export const notificationsQuery = z.strictObject({
  ...pageQuery,
  category: z.enum(NOTIFICATION_CATEGORIES).optional(),
  lang: z.enum(LANGUAGES).optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuery>;

/** GET countUnreadNotifications: the bell's number, and each group's. */
export const unreadNotifications = z.object({
  total: z.number().int(),
  byCategory: z.record(z.enum(NOTIFICATION_CATEGORIES), z.number().int()),
});
export type UnreadNotifications = z.infer<typeof unreadNotifications>;

const notificationIds = z.array(z.number().int().positive()).min(1).max(NOTIFICATIONS_READ_MAX);
/** POST readNotifications / deleteNotifications: some of the customer's own; others' ids change nothing. */
export const readNotificationsBody = z.strictObject({ ids: notificationIds });
export type ReadNotificationsBody = z.infer<typeof readNotificationsBody>;
export const deleteNotificationsBody = z.strictObject({ ids: notificationIds });
export type DeleteNotificationsBody = z.infer<typeof deleteNotificationsBody>;
/** POST readAllNotifications: every unread one, or every unread one of a group. */
export const readAllNotificationsBody = z.strictObject({ category: z.enum(NOTIFICATION_CATEGORIES).optional() });
export type ReadAllNotificationsBody = z.infer<typeof readAllNotificationsBody>;

/** The customer's live channel: the browser's first and only message proves whose it is. */
export const NOTIFY_SOCKET_PATH = '/websocket/notify';
/** How long a new socket may take to send its session before it is closed. */
export const NOTIFY_AUTH_TIMEOUT_MS = 10_000;
/** Close codes: no live session (never sent, bad, or ended since), or a message that is not the session. */
export const NOTIFY_CLOSE_SESSION = 4401;
export const NOTIFY_CLOSE_PROTOCOL = 1008;
export interface NotifyAuthMessage {
  op: 'auth';
  token: string;
}
/** A pushed notification: whole, or only its id when it was too large to push (the page reads it). */
export type PushedNotification = Partial<Omit<NotificationRecord, 'id' | 'readAt' | 'notice'>> & { id: number };
export type NotifySocketMessage =
  /** The session is accepted: from now on every new notification is pushed. */
  | { type: 'ready' }
  | { type: 'notification'; item: PushedNotification }
  /** Pushes may have been missed (the node lost the database for a moment): read again. */
  | { type: 'resync' };

/** The back office's notice: to everyone or one customer, in the languages written (English required). */
export const NOTICE_TITLE_MAX = 120;
export const NOTICE_BODY_MAX = 2000;
export const sendNoticeBody = z.strictObject({
  audience: z.enum(['everyone', 'customer']),
  userId: z.number().int().positive().optional(),
  texts: z
    .partialRecord(
      z.enum(LANGUAGES),
      z.strictObject({ title: text(NOTICE_TITLE_MAX).min(1), body: text(NOTICE_BODY_MAX, { multiline: true }).min(1) }),
    )
    .refine((texts) => texts.en !== undefined, { message: 'A notice needs its English text.' }),
});
export type SendNoticeBody = z.infer<typeof sendNoticeBody>;
export const sentNotice = z.object({ noticeId: z.number().int(), recipients: z.number().int() });
export type SentNotice = z.infer<typeof sentNotice>;
export const noticeRecord = z.object({
  id: z.number().int(),
  audience: z.enum(['everyone', 'customer']),
  userId: z.number().int().nullable(),
  languages: z.array(z.string()),
  title: z.string(),
  operatorId: z.number().int(),
  createdAt: z.number().int(),
});
export const noticePage = pageOf(noticeRecord);
export type NoticePage = z.infer<typeof noticePage>;
