import { useMutation } from '@tanstack/react-query';
import { post } from '../../../api/client.ts';

export async function changePassword(input: { oldPassword: string; newPassword: string }): Promise<string> {
  const { msg } = await post<null>('/swx/customer/user/repassword', input);
  return msg;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
