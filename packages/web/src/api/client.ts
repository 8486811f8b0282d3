import type { Envelope } from '@tp/contract';
import { accountModeHeader } from '@tp/contract/headers';
import { accountModeStore, clearSession, sessionStore, setAccountMode } from '../lib/session.ts';

/** The specification's request timeout. */
export const REQUEST_TIMEOUT_MS = 90_000;

/** A failed call: a catalogue code, 401, an HTTP status, or 'timeout' / 'network'. */
export class ApiError extends Error {
  constructor(
    readonly code: number | 'timeout' | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiSuccess<T> {
  result: T;
  /** 'ok', or a success code such as '20005'. */
  msg: string;
}

type Unauthorized = (kind: 'session' | 'http') => void;
let onUnauthorized: Unauthorized = () => undefined;

/** The app tells the client where to send a customer whose session ended. */
export function configureApiClient(options: { onUnauthorized: Unauthorized }): void {
  onUnauthorized = options.onUnauthorized;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | readonly (string | number)[] | undefined>;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

function urlOf(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    // GET array parameters go as repeated keys.
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function headersOf(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = { virtually: accountModeHeader(accountModeStore.get()) };
  const { token } = sessionStore.get();
  if (token) headers.authorization = token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  return headers;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const timeout = new AbortController();
  const timer = setTimeout(() => {
    timeout.abort();
  }, REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  try {
    return await fetch(urlOf(path, options.query), {
      method,
      headers: headersOf(options),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (err) {
    if (timeout.signal.aborted) throw new ApiError('timeout', 'request timed out');
    if (options.signal?.aborted) throw err;
    throw new ApiError('network', err instanceof Error ? err.message : 'network error');
  } finally {
    clearTimeout(timer);
  }
}

/** Calls the API, reads the envelope, and throws ApiError for anything but code 200. */
export async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<ApiSuccess<T>> {
  const response = await send(method, path, options);
  if (response.status === 401) {
    localStorage.clear();
    clearSession();
    // Storage is back to its defaults; so is the book in memory.
    setAccountMode('demo');
    onUnauthorized('http');
    throw new ApiError(401, 'unauthorized');
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError(response.status, `HTTP ${response.status}`);
  }
  if (String(envelope.code) === '200') return { result: envelope.result as T, msg: envelope.msg };
  if (String(envelope.code) === '401') {
    clearSession();
    onUnauthorized('session');
  }
  throw new ApiError(typeof envelope.code === 'number' ? envelope.code : response.status, envelope.msg);
}

export const get = <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options);
export const post = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>('POST', path, { ...options, body });
