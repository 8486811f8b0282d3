import type { AccountMode, User } from '@tp/contract';
import { saveSession, setAccountMode } from '../lib/session.ts';

export const testUser: User = {
  id: 1,
  username: 'alice01',
  email: null,
  inviteCode: 'X',
  kycStatus: 'none',
  createdAt: 0,
};

/** A signed-in customer on the `mode` book, as the app stores one. */
export function signIn(mode: AccountMode): void {
  saveSession('tok', testUser);
  setAccountMode(mode);
}
