import { authEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { saveSession } from '../../../lib/session.ts';

export interface ProviderCallback {
  provider: string;
  code: string;
  state: string;
  redirectUri: string;
}

export async function loginByProvider({ provider, ...body }: ProviderCallback) {
  const session =
    provider === 'google'
      ? await call(authEndpoints.loginByGoogle, { body })
      : await call(authEndpoints.loginByProvider, { body, params: { provider } });
  saveSession(session.token, session.user);
  return session;
}
