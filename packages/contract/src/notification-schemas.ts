import { z } from 'zod';
import { LANGUAGES, NOTIFICATIONS_READ_MAX } from './constants.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { NOTIFICATION_CATEGORIES } from './notifications.ts';
import { text } from './text-schema.ts';

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
