import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { PLANS_KEY } from './keys.ts';

/** Leaves a plan early under one key: a repeat after a lost answer exits once. */
export const exitSmart = (id: number, idempotencyKey: string) =>
  call(planEndpoints.exitSmart, { body: { id }, idempotencyKey });

export function useExitSmart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) => exitSmart(id, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PLANS_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['wallet', 'account'] }),
      ]),
  });
}
