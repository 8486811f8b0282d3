import { useMutation } from '@tanstack/react-query';
import { post } from '../../../api/client.ts';

export async function resetPassword(input: { email: string; code: string; password: string }): Promise<string> {
  const { msg } = await post<null>('/swx/customer/login/resetPassword', input);
  return msg;
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
