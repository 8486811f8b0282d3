import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coin, WalletNetwork } from '@tp/contract';
import { walletEndpoints } from '@tp/contract/endpoints';
import { callWithMessage } from '../../../api/client.ts';

export interface WithdrawalInput {
  coin: Coin;
  network: WalletNetwork;
  address: string;
  /** USDT, fee included. */
  amount: string;
}

/** Requests a payout; the amount is held at once. The answer's `msg` is "20003". */
export async function withdraw(body: WithdrawalInput, idempotencyKey: string) {
  const { result, msg } = await callWithMessage(walletEndpoints.withdrawal, { body, idempotencyKey });
  return { record: result, msg };
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: WithdrawalInput; idempotencyKey: string }) =>
      withdraw(body, idempotencyKey),
    // The balance figures change (held), and the new record heads the list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wallet'] }),
  });
}
