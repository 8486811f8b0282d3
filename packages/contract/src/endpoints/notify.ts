import { getEndpoint, postEndpoint } from '../endpoint.ts';
import type { NotificationPage, ReadNotificationsBody, WalletPageQuery } from '../wallet.ts';
import { USER_API } from './prefixes.ts';

/** The customer's in-app notifications, newest first, and marking the ones seen as read. */
export const notifyEndpoints = {
  listNotifications: getEndpoint<NotificationPage, WalletPageQuery>(`${USER_API}/listNotifications`),
  readNotifications: postEndpoint<null, ReadNotificationsBody>(`${USER_API}/readNotifications`),
};
