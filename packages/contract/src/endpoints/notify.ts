import { getEndpoint } from '../endpoint.ts';
import type { NotificationPage, WalletPageQuery } from '../wallet.ts';
import { USER_API } from './prefixes.ts';

/** The customer's in-app notifications, newest first. */
export const notifyEndpoints = {
  listNotifications: getEndpoint<NotificationPage, WalletPageQuery>(`${USER_API}/listNotifications`),
};
