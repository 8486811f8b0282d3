import { useMutation } from '@tanstack/react-query';
import type { RepasswordBody } from '@tp/contract';
import { userEndpoints } from '@tp/contract/endpoints';
import { callWithMessage } from '../../../api/client.ts';

export async function changePassword(input: RepasswordBody): Promise<string> {
  const { msg } = await callWithMessage(userEndpoints.repassword, { body: input });
  return msg;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
