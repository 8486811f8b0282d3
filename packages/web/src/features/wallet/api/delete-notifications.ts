import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { NOTIFICATIONS_KEY } from './list-notifications.ts';

/** Deletes some of the customer's notifications. */
export function useDeleteNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(notifyEndpoints.deleteNotifications, { body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
