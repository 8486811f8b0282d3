import { useQuery } from '@tanstack/react-query';
import { notifyEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { NOTIFICATIONS_KEY } from './list-notifications.ts';

/** The bell's number and each category's: read again whenever a notification is pushed or changed. */
export function useUnreadNotifications() {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'unread'],
    queryFn: () => call(notifyEndpoints.countUnreadNotifications),
    enabled: loggedIn,
  });
}
