import { useMutation } from '@tanstack/react-query';
import type { SendCodeBody } from '@tp/contract';
import { authEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';

export async function sendCode(input: SendCodeBody): Promise<void> {
  await call(authEndpoints.sendCode, { body: input });
}

export const useSendCode = () => useMutation({ mutationFn: sendCode });
