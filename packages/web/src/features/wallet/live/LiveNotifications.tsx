import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationRecord } from '@tp/contract';
import type { NotifySocketMessage, PushedNotification } from '@tp/contract/notifications';
import { openNotifySocket } from '../../../api/notify-socket.ts';
import { i18n, loadNamespaces } from '../../../i18n/index.ts';
import { isLanguage } from '../../../i18n/languages.ts';
import { useSession } from '../../../lib/session.ts';
import { showToast } from '../../../ui/toast.tsx';
import { NOTIFICATIONS_KEY, notificationsQuery } from '../api/list-notifications.ts';

/**
 * An operator's notice is pushed without its words (they are written per language): its title is
 * read from the first page of the reader's notices, the page the bell opens, in their language.
 * Null when it is not there (read meanwhile and pushed down) or the call fails: the toast then
 * says a notice arrived.
 */
async function noticeOf(queryClient: QueryClient, item: PushedNotification): Promise<NotificationRecord['notice']> {
  if (item.kind !== 'operator_notice') return null;
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  try {
    const page = await queryClient.query(notificationsQuery({ category: 'system', language, page: 1 }));
    return page.list.find((record) => record.id === item.id)?.notice ?? null;
  } catch {
    return null;
  }
}

/**
 * A pushed notification as a toast, in the reader's language. The wording (and the money
 * formatting it carries) loads with the first push, not with every page's start-up.
 */
async function toastOf(queryClient: QueryClient, item: PushedNotification): Promise<void> {
  const [notice, { notificationText }] = await Promise.all([
    noticeOf(queryClient, item),
    import('../notification-text.ts'),
    loadNamespaces(['wallet']),
  ]);
  showToast(notificationText(i18n.getFixedT(null, 'wallet'), { ...item, notice }));
}

/**
 * Keeps the signed-in customer's private channel open on every page: a pushed notification
 * refreshes the bell, the notifications page and the wallet, and shows a toast; once joined, and
 * after a reconnection, everything is read again, since pushes may have been missed meanwhile.
 */
export function LiveNotifications() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (token === null) return undefined;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    };
    return openNotifySocket(token, (message: NotifySocketMessage) => {
      // Joining (or joining again) and a resync may follow missed pushes: read everything again.
      refresh();
      if (message.type === 'notification') void toastOf(queryClient, message.item);
    });
  }, [token, queryClient]);
  return null;
}
