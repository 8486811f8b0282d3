import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdentificationBody } from '@tp/contract';
import { kycEndpoints } from '@tp/contract/endpoints';
import { callWithMessage } from '../../../api/client.ts';
import { KYC_KEY } from './keys.ts';

/** Sends the identity for review; the answer's `msg` is "20001". */
export function useSubmitIdentification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IdentificationBody) => callWithMessage(kycEndpoints.identification, { body }),
    // The status moved, and so did the user info's kycStatus (a key rather than an import).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [KYC_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['user-info'] }),
      ]),
  });
}
