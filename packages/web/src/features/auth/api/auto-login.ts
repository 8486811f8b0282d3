import type { Session } from '@tp/contract';
import { post } from '../../../api/client.ts';
import { saveSession } from '../../../lib/session.ts';

/** Trades a one-time hand-off token for a session. */
export async function autoLogin(token: string): Promise<Session> {
  const { result } = await post<Session>('/swx/customer/login/autoLogin', { token });
  saveSession(result.token, result.user);
  return result;
}
