import { useMutation } from '@tanstack/react-query';
import type { CodePurpose } from '@tp/contract';
import { post } from '../../../api/client.ts';

export async function sendCode(input: { email: string; purpose: CodePurpose }): Promise<void> {
  await post<null>('/swx/customer/login/sendCode', input);
}

export const useSendCode = () => useMutation({ mutationFn: sendCode });
