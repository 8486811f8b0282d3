/**
 * The operator's session: its token lives in sessionStorage under the back office's own key, so it
 * ends with the tab and never mixes with a customer's token (localStorage `token`).
 */
export const OPERATOR_TOKEN_KEY = 'backoffice.token';

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(OPERATOR_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token === null) sessionStorage.removeItem(OPERATOR_TOKEN_KEY);
    else sessionStorage.setItem(OPERATOR_TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode): the session lasts for this page only.
  }
}
