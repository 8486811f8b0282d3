import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@tp/contract';
import { authEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { saveSession } from '../../../lib/session.ts';

export async function register(input: RegisterBody) {
  const session = await call(authEndpoints.register, { body: input });
  saveSession(session.token, session.user);
  return session;
}

export const useRegister = () => useMutation({ mutationFn: register });
