import { accountModeHeader, VIRTUALLY_HEADER } from '@tp/contract/headers';
import { accountModeStore, clearSession, sessionStore, setAccountMode } from '../lib/session.ts';
import { createApiClient, REQUEST_TIMEOUT_MS, type Failure } from './http.ts';

export { ApiError, REQUEST_TIMEOUT_MS, type ApiSuccess, type RequestOptions } from './http.ts';

type Unauthorized = (kind: 'session' | 'http') => void;
let onUnauthorized: Unauthorized = () => undefined;

/** The app tells the client where to send a customer whose session ended. */
export function configureApiClient(options: { onUnauthorized: Unauthorized }): void {
  onUnauthorized = options.onUnauthorized;
}

/** The customer's session token, and which book (demo or real) the call is about. */
function customerHeaders(): Record<string, string> {
  const headers: Record<string, string> = { [VIRTUALLY_HEADER]: accountModeHeader(accountModeStore.get()) };
  const { token } = sessionStore.get();
  if (token) headers.authorization = token;
  return headers;
}

/**
 * An HTTP 401 clears everything stored, as a fresh browser; a body code 401 ends the session and
 * keeps the customer's other settings. Both send the customer to log in.
 */
function sessionEnded(kind: 'session' | 'http'): void {
  if (kind === 'http') {
    localStorage.clear();
    clearSession();
    // Storage is back to its defaults; so is the book in memory.
    setAccountMode('demo');
  } else {
    clearSession();
  }
  onUnauthorized(kind);
}

/** The customer app words failures from the catalogue (api/messages.ts); these are for logs. */
function describe(failure: Failure): string {
  if (failure.code === 'timeout') return 'request timed out';
  if (failure.code === 'network') return failure.cause ?? 'network error';
  if (failure.serverMessage !== undefined) return failure.serverMessage;
  return failure.code === 401 ? 'unauthorized' : `HTTP ${failure.status ?? failure.code}`;
}

/** The customer app's client: `/swx/...` calls with the session of lib/session. */
export const customerApi = createApiClient({
  baseUrl: '',
  timeoutMs: REQUEST_TIMEOUT_MS,
  sessionHeaders: customerHeaders,
  onUnauthorized: sessionEnded,
  describe,
});

export const { request, call, callWithMessage } = customerApi;
