import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoanBody } from '@tp/contract';
import { loanEndpoints, walletEndpoints } from '@tp/contract/endpoints';
import { callWithMessage, customerApi } from '../../../api/client.ts';
import { postForm } from '../../../api/upload.ts';
import { LOANS_KEY } from './keys.ts';

/** Uploads the drawn signature (a PNG); its file id signs the loan. */
export async function uploadSignature(signature: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', signature, 'signature.png');
  return (await postForm(customerApi, walletEndpoints.upload, form)).fileId;
}

/** Signs the loan on the real account; the answer's `msg` is "20001" (submitted for review). */
export async function borrow(body: LoanBody, idempotencyKey: string) {
  const { result, msg } = await callWithMessage(loanEndpoints.loan, { body, idempotencyKey });
  return { loan: result, msg };
}

export function useBorrow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: LoanBody; idempotencyKey: string }) => borrow(body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LOANS_KEY] }),
  });
}
