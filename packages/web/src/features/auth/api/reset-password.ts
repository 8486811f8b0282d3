import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@tp/contract';
import { authEndpoints } from '@tp/contract/endpoints';
import { callWithMessage } from '../../../api/client.ts';

export async function resetPassword(input: ResetPasswordBody): Promise<string> {
  const { msg } = await callWithMessage(authEndpoints.resetPassword, { body: input });
  return msg;
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
