import { getEndpoint, postEndpoint } from '../endpoint.ts';
import type {
  DeleteNotificationsBody,
  NotificationPage,
  NotificationsQuery,
  ReadAllNotificationsBody,
  ReadNotificationsBody,
  UnreadNotifications,
} from '../notification-schemas.ts';
import { USER_API } from './prefixes.ts';

/** The customer's in-app notifications: the list, the bell's count, marking read, deleting. */
export const notifyEndpoints = {
  listNotifications: getEndpoint<NotificationPage, NotificationsQuery>(`${USER_API}/listNotifications`),
  countUnreadNotifications: getEndpoint<UnreadNotifications>(`${USER_API}/countUnreadNotifications`),
  readNotifications: postEndpoint<null, ReadNotificationsBody>(`${USER_API}/readNotifications`),
  readAllNotifications: postEndpoint<null, ReadAllNotificationsBody>(`${USER_API}/readAllNotifications`),
  deleteNotifications: postEndpoint<null, DeleteNotificationsBody>(`${USER_API}/deleteNotifications`),
};
