import { queryOptions, useQuery } from '@tanstack/react-query';
import { notifyEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { WALLET_PAGE_SIZE } from './paged.ts';
import { useMarkSeen } from './read-notifications.ts';

/** A page of the customer's notifications, newest first: data the app words in the reader's language. */
export const fetchNotifications = (page: number) =>
  call(notifyEndpoints.listNotifications, { query: { page, pageSize: WALLET_PAGE_SIZE } });

export const notificationsQuery = (page: number) =>
  queryOptions({ queryKey: ['wallet', 'notifications', page], queryFn: () => fetchNotifications(page) });

/** A page of notifications, whose unread ones are marked read once it is shown. */
export function useNotifications(page: number) {
  const { loggedIn } = useSession();
  const query = useQuery({ ...notificationsQuery(page), enabled: loggedIn });
  useMarkSeen(query.data?.list);
  return query;
}
