/**
 * The persisted keys of the specification (section 3). Token, login flag, user, language and the
 * demo flag live in localStorage; the onboarding flag lives for the browser session only.
 */
export const storageKeys = {
  token: 'token',
  isLogin: 'isLogin',
  userInfo: 'userInfo',
  language: 'lang',
  /** '1' means the demo (virtual) account, the default; anything else the real account. */
  virtual: 'isVirtually',
  /** sessionStorage: '1' once the mobile onboarding board was continued or skipped. */
  onboarding: 'onboarding',
} as const;

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private browsing may refuse storage; the app keeps working for this page's life.
  }
}

export function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // As above: without storage the flag lasts for this page only.
  }
}
