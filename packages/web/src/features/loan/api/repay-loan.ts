import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loanEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { LOANS_KEY } from './keys.ts';

/** Repays a loan now under one key: a repeat after a lost answer repays once. */
export const repayLoan = (id: number, idempotencyKey: string) =>
  call(loanEndpoints.repayLoan, { body: { id }, idempotencyKey });

export function useRepayLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) => repayLoan(id, idempotencyKey),
    // The cash left the account (the wallet's figures, by key rather than an import).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [LOANS_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['wallet', 'account'] }),
      ]),
  });
}
