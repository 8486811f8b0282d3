import type { AccountMode, User } from '@tp/contract';
import { readLocal, storageKeys, writeLocal } from './storage.ts';
import { Store, useStore } from './store.ts';

export interface SessionState {
  token: string | null;
  user: User | null;
}

function readUser(): User | null {
  const raw = readLocal(storageKeys.userInfo);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

export const sessionStore = new Store<SessionState>({
  token: readLocal(storageKeys.isLogin) === '1' ? readLocal(storageKeys.token) : null,
  user: readUser(),
});

export function saveSession(token: string, user: User): void {
  writeLocal(storageKeys.token, token);
  writeLocal(storageKeys.userInfo, JSON.stringify(user));
  writeLocal(storageKeys.isLogin, '1');
  sessionStore.set({ token, user });
}

export function saveUser(user: User): void {
  writeLocal(storageKeys.userInfo, JSON.stringify(user));
  sessionStore.set({ ...sessionStore.get(), user });
}

/** Body code 401: token, user and login flag go; everything else stays. */
export function clearSession(): void {
  writeLocal(storageKeys.token, null);
  writeLocal(storageKeys.userInfo, null);
  writeLocal(storageKeys.isLogin, null);
  sessionStore.set({ token: null, user: null });
}

export function useSession(): SessionState & { loggedIn: boolean } {
  const state = useStore(sessionStore);
  return { ...state, loggedIn: state.token !== null };
}

export const accountModeStore = new Store<AccountMode>(readLocal(storageKeys.virtual) === '0' ? 'real' : 'demo');

export function setAccountMode(mode: AccountMode): void {
  writeLocal(storageKeys.virtual, mode === 'demo' ? '1' : '0');
  accountModeStore.set(mode);
}

export function useAccountMode(): AccountMode {
  return useStore(accountModeStore);
}
