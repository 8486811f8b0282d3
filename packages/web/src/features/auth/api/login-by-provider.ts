import type { Session } from '@tp/contract';
import { post } from '../../../api/client.ts';
import { saveSession } from '../../../lib/session.ts';

export interface ProviderCallback {
  provider: string;
  code: string;
  state: string;
  redirectUri: string;
}

export async function loginByProvider({ provider, ...body }: ProviderCallback): Promise<Session> {
  const path =
    provider === 'google'
      ? '/swx/customer/login/loginByGoogle'
      : `/swx/customer/login/loginByProvider/${encodeURIComponent(provider)}`;
  const { result } = await post<Session>(path, body);
  saveSession(result.token, result.user);
  return result;
}
