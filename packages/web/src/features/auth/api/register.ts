import { useMutation } from '@tanstack/react-query';
import type { Session } from '@tp/contract';
import { post } from '../../../api/client.ts';
import { saveSession } from '../../../lib/session.ts';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  code: string;
  inviteCode?: string;
}

export async function register(input: RegisterInput): Promise<Session> {
  const { result } = await post<Session>('/swx/customer/login/register', input);
  saveSession(result.token, result.user);
  return result;
}

export const useRegister = () => useMutation({ mutationFn: register });
