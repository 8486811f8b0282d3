import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NotifySocketMessage, PushedNotification } from '@tp/contract/notifications';
import { openNotifySocket } from '../../../api/notify-socket.ts';
import { i18n, loadNamespaces } from '../../../i18n/index.ts';
import { useSession } from '../../../lib/session.ts';
import { showToast } from '../../../ui/toast.tsx';
import { NOTIFICATIONS_KEY } from '../api/list-notifications.ts';
import { notificationText } from '../notification-text.ts';

/** A pushed notification as a toast, in the reader's language (the sentences load with it). */
async function toastOf(item: PushedNotification): Promise<void> {
  await loadNamespaces(['wallet']);
  showToast(notificationText(i18n.getFixedT(null, 'wallet'), item));
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
      if (message.type === 'notification') void toastOf(message.item);
    });
  }, [token, queryClient]);
  return null;
}
