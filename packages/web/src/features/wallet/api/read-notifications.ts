import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { NotificationRecord } from '@tp/contract';
import { notifyEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';

/** Marks the notifications the customer has seen as read. */
export const readNotifications = (ids: number[]) => call(notifyEndpoints.readNotifications, { body: { ids } });

/**
 * Marks the unread ones among `shown` read on the server, once each: they keep standing out on
 * the page that showed them, and come back read the next time. A failure is tried again when the
 * list is shown again.
 */
export function useMarkSeen(shown: readonly NotificationRecord[] | undefined): void {
  const { mutate } = useMutation({ mutationFn: readNotifications });
  const sent = useRef(new Set<number>());
  const key = (shown ?? [])
    .filter((n) => n.readAt === null)
    .map((n) => n.id)
    .join();
  useEffect(() => {
    const ids =
      key === ''
        ? []
        : key
            .split(',')
            .map(Number)
            .filter((id) => !sent.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    mutate(ids, {
      onError: () => {
        for (const id of ids) sent.current.delete(id);
      },
    });
  }, [key, mutate]);
}
