import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommitPresaleBody } from '@tp/contract';
import { presaleEndpoints } from '@tp/contract/endpoints';
import { callWithMessage } from '../../../api/client.ts';
import { PRESALE_KEY } from './keys.ts';

/** Sets the commitment to a round ("0" withdraws it); the answer's `msg` is "20004". */
export async function commitPresale(body: CommitPresaleBody, idempotencyKey: string) {
  const { result, msg } = await callWithMessage(presaleEndpoints.commitPresale, { body, idempotencyKey });
  return { commitment: result, msg };
}

export function useCommitPresale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CommitPresaleBody; idempotencyKey: string }) =>
      commitPresale(body, idempotencyKey),
    onSuccess: async () => {
      // The hold changed the available balance (a key, not an import) and the round's totals.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [PRESALE_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['wallet', 'account'] }),
      ]);
    },
  });
}
