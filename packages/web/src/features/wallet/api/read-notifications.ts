import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { NOTIFICATIONS_KEY } from './list-notifications.ts';

/** Marks some of the customer's notifications read, then refreshes the lists and the bell. */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(notifyEndpoints.readNotifications, { body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
