import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@tp/contract/constants';
import type { NotificationCategory } from '@tp/contract/notifications';
import { notifyEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { WALLET_PAGE_SIZE } from './paged.ts';

/** Every notification query starts with this key: a push or a change refreshes them all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export interface NotificationsFilter {
  category: NotificationCategory | undefined;
  language: Language;
  page: number;
}

/** A page of the customer's notifications, unread first, then newest: data the app words in the reader's language. */
export const fetchNotifications = ({ category, language, page }: NotificationsFilter) =>
  call(notifyEndpoints.listNotifications, {
    query: { page: String(page), pageSize: String(WALLET_PAGE_SIZE), lang: language, ...(category && { category }) },
  });

export const notificationsQuery = (filter: NotificationsFilter) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'list', filter.category ?? 'all', filter.language, filter.page],
    queryFn: () => fetchNotifications(filter),
  });

/** One page; the previous one stays on screen while the next loads. */
export function useNotifications(filter: NotificationsFilter) {
  const { loggedIn } = useSession();
  return useQuery({ ...notificationsQuery(filter), enabled: loggedIn, placeholderData: keepPreviousData });
}
