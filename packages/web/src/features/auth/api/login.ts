import { useMutation } from '@tanstack/react-query';
import type { Session } from '@tp/contract';
import { post } from '../../../api/client.ts';
import { saveSession } from '../../../lib/session.ts';

export interface LoginInput {
  username: string;
  password: string;
}

export async function login(input: LoginInput): Promise<Session> {
  const { result } = await post<Session>('/swx/customer/login/login', input);
  saveSession(result.token, result.user);
  return result;
}

export const useLogin = () => useMutation({ mutationFn: login });
