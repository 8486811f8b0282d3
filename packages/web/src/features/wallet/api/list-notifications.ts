import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationRecord } from '@tp/contract';
import { get } from '../../../api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { WALLET_PAGE_SIZE, type Paged } from './paged.ts';
import { USER_API } from './raw.ts';

/** A page of the customer's notifications, newest first: data the app words in the reader's language. */
export async function fetchNotifications(page: number): Promise<Paged<NotificationRecord>> {
  return (
    await get<Paged<NotificationRecord>>(`${USER_API}/listNotifications`, {
      query: { page, pageSize: WALLET_PAGE_SIZE },
    })
  ).result;
}

export const notificationsQuery = (page: number) =>
  queryOptions({ queryKey: ['wallet', 'notifications', page], queryFn: () => fetchNotifications(page) });

export function useNotifications(page: number) {
  const { loggedIn } = useSession();
  return useQuery({ ...notificationsQuery(page), enabled: loggedIn });
}
