import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@tp/contract';
import { authEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { saveSession } from '../../../lib/session.ts';

export async function login(input: LoginBody) {
  const session = await call(authEndpoints.login, { body: input });
  saveSession(session.token, session.user);
  return session;
}

export const useLogin = () => useMutation({ mutationFn: login });
