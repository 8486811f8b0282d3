import type { BACKOFFICE_API, Envelope, ROLE_FORBIDDEN_CODE, ROLE_FORBIDDEN_MESSAGE } from '@tp/contract';
import { readToken, writeToken } from './session.ts';

/** The contract's prefix, checked against it at compile time without importing the schemas. */
export const API_PREFIX: typeof BACKOFFICE_API = '/backoffice/api';

/** The one sentence a 403 shows, whatever the server said (the contract's, checked at compile time). */
export const FORBIDDEN_MESSAGE: typeof ROLE_FORBIDDEN_MESSAGE = 'Your role may not do this.';
const FORBIDDEN_CODE: typeof ROLE_FORBIDDEN_CODE = 403;
const REQUEST_TIMEOUT_MS = 60_000;

/** A failed back-office call: the envelope's code (401, 403, a catalogue code) or 'network'. */
export class BackofficeError extends Error {
  constructor(
    readonly code: number | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'BackofficeError';
  }
}

let onSessionEnded: () => void = () => undefined;

/** The app says what happens when the server no longer accepts the operator's session. */
export function whenSessionEnds(handler: () => void): void {
  onSessionEnded = handler;
}

type Query = Record<string, string | number | undefined>;

function urlOf(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return `${API_PREFIX}/${path}${text ? `?${text}` : ''}`;
}

async function send(method: 'GET' | 'POST', path: string, options: { query?: Query; body?: unknown }) {
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers.authorization = token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(urlOf(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (err) {
    throw new BackofficeError('network', err instanceof Error ? `Network error: ${err.message}` : 'Network error.');
  }
}

function endSession(): BackofficeError {
  writeToken(null);
  onSessionEnded();
  return new BackofficeError(401, 'Your session has ended. Sign in again.');
}

function failure(code: number, msg: string | undefined, status: number): BackofficeError {
  if (code === 401) return endSession();
  if (code === FORBIDDEN_CODE) return new BackofficeError(FORBIDDEN_CODE, FORBIDDEN_MESSAGE);
  return new BackofficeError(code, msg && msg.length > 0 ? msg : `The request failed (HTTP ${status}).`);
}

/** Calls the back-office API and unwraps the `{ code, msg, result }` envelope. */
export async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { query?: Query; body?: unknown } = {},
): Promise<T> {
  const response = await send(method, path, options);
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  const code = envelope ? envelope.code : response.status;
  if (response.ok && code === 200 && envelope) return envelope.result as T;
  if (response.status === 401 || response.status === 403)
    throw failure(response.status, envelope?.msg, response.status);
  throw failure(code, envelope?.msg, response.status);
}

export const get = <T>(path: string, query?: Query) => call<T>('GET', path, { query });
export const post = <T>(path: string, body: unknown = {}) => call<T>('POST', path, { body });

/** An uploaded file's bytes (a proof image): it needs the Authorization header, so no plain <img src>. */
export async function fetchFile(id: string, signal: AbortSignal): Promise<Blob> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(urlOf(`files/${encodeURIComponent(id)}`), {
      headers: token ? { authorization: token } : {},
      signal,
    });
  } catch (err) {
    if (signal.aborted) throw err;
    throw new BackofficeError('network', 'Network error.');
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('application/json')) return response.blob();
  // Failures come as an envelope, like every other call.
  const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
  throw failure(envelope ? envelope.code : response.status, envelope?.msg, response.status);
}

/** The API's paths, in one place. */
export const paths = {
  login: 'login',
  logout: 'logout',
  me: 'me',
  changePassword: 'changePassword',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  customers: 'customers',
  params: 'params',
  contents: 'contents',
  audit: 'audit',
  operators: 'operators',
} as const;
