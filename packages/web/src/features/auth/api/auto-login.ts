import { authEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { saveSession } from '../../../lib/session.ts';

/** Trades a one-time hand-off token for a session. */
export async function autoLogin(token: string) {
  const session = await call(authEndpoints.autoLogin, { body: { token } });
  saveSession(session.token, session.user);
  return session;
}
