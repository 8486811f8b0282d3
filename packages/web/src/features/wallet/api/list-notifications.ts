import { queryOptions, useQuery } from '@tanstack/react-query';
import { notifyEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { WALLET_PAGE_SIZE } from './paged.ts';

/** A page of the customer's notifications, newest first: data the app words in the reader's language. */
export const fetchNotifications = (page: number) =>
  call(notifyEndpoints.listNotifications, { query: { page, pageSize: WALLET_PAGE_SIZE } });

export const notificationsQuery = (page: number) =>
  queryOptions({ queryKey: ['wallet', 'notifications', page], queryFn: () => fetchNotifications(page) });

export function useNotifications(page: number) {
  const { loggedIn } = useSession();
  return useQuery({ ...notificationsQuery(page), enabled: loggedIn });
}
