import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@tp/contract';
import { authEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { saveSession } from '../../../lib/session.ts';

/** Signs in with the interface language: the account's e-mails are written in it from then on. */
export async function login(input: LoginBody) {
  const session = await call(authEndpoints.login, { body: { language: currentLanguage(), ...input } });
  saveSession(session.token, session.user);
  return session;
}

export const useLogin = () => useMutation({ mutationFn: login });
