import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationCategory } from '@tp/contract/notifications';
import { notifyEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { NOTIFICATIONS_KEY } from './list-notifications.ts';

/** Marks every unread one read, or every unread one of a category. */
export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (category: NotificationCategory | undefined) =>
      call(notifyEndpoints.readAllNotifications, { body: category ? { category } : {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
