import type { Envelope } from '@tp/contract';
import type { AnyEndpoint, BodyOf, QueryOf, ResultOf } from '@tp/contract/endpoints';
import { IDEMPOTENCY_HEADER } from '@tp/contract/headers';

/**
 * The one HTTP client of the web app's entries. It builds the headers, reads the `{ code, msg,
 * result }` envelope and keeps to the timeout in one place; each entry (the customer app in
 * client.ts, the back office) configures what differs: where its API lives, its session's headers,
 * what an ended session does and how a failure is worded.
 */

/** The specification's request timeout. */
export const REQUEST_TIMEOUT_MS = 90_000;

/** What a failed call carries: a catalogue code, 401, an HTTP status, or 'timeout' / 'network'. */
export type ApiErrorCode = number | 'timeout' | 'network';

export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A failure before it is worded: its code, the HTTP status, the server's message or the transport's. */
export interface Failure {
  code: ApiErrorCode;
  status?: number;
  /** The envelope's `msg`, when the server answered with one. */
  serverMessage?: string;
  /** Why the request did not get through (a network failure's own message). */
  cause?: string;
}

export interface ClientConfig {
  /** Put before every path: '' when calls carry absolute paths. */
  baseUrl: string;
  timeoutMs: number;
  /** The headers of the entry's session, read afresh for every call. */
  sessionHeaders: () => Record<string, string>;
  /** The server no longer accepts the session: an HTTP 401 ('http') or a body code 401 ('session'). */
  onUnauthorized: (kind: 'http' | 'session') => void;
  /** The message of the ApiError a failure throws. */
  describe: (failure: Failure) => string;
}

export interface ApiSuccess<T> {
  result: T;
  /** 'ok', or a success code such as '20005'. */
  msg: string;
}

/** Query parameters: arrays go as repeated keys, undefined ones are left out. */
export type QueryParams = Readonly<
  Record<string, string | number | boolean | readonly (string | number)[] | undefined>
>;

export interface RequestOptions {
  body?: unknown;
  query?: QueryParams;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** The answer's envelope, or null when the body is not one. */
export function parseEnvelope<T>(text: string): Envelope<T> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && 'code' in value ? (value as Envelope<T>) : null;
  } catch {
    return null;
  }
}

/** A timer of `ms` joined with the caller's signal; `done` must be called when the request ends. */
export function deadline(ms: number, signal?: AbortSignal) {
  const timeout = new AbortController();
  const timer = setTimeout(() => {
    timeout.abort();
  }, ms);
  return {
    signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
    timedOut: () => timeout.signal.aborted,
    done: () => {
      clearTimeout(timer);
    },
  };
}

function urlOf(baseUrl: string, path: string, query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return `${baseUrl}${path}${text ? `?${text}` : ''}`;
}

/** How an entry's client reads an answer, and words the failures it throws. */
function answerReading(config: ClientConfig) {
  const fail = (failure: Failure) => new ApiError(failure.code, config.describe(failure));

  /** The answer's outcome: the envelope's result and message, or the failure it reports. */
  function settle<T>(status: number, envelope: Envelope<T> | null): ApiSuccess<T> {
    if (status === 401) {
      config.onUnauthorized('http');
      throw fail({ code: 401, status });
    }
    if (!envelope) throw fail({ code: status, status });
    if (String(envelope.code) === '200') return { result: envelope.result as T, msg: envelope.msg };
    if (String(envelope.code) === '401') config.onUnauthorized('session');
    throw fail({
      code: typeof envelope.code === 'number' ? envelope.code : status,
      status,
      serverMessage: envelope.msg,
    });
  }

  /** The error of a request that got no answer; the caller's own abort passes through as it is. */
  function transportError(err: unknown, timedOut: boolean, signal?: AbortSignal): unknown {
    if (timedOut) return fail({ code: 'timeout' });
    if (signal?.aborted) return err;
    return fail({ code: 'network', cause: err instanceof Error ? err.message : undefined });
  }

  return { fail, settle, transportError };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(config: ClientConfig) {
  const { fail, settle, transportError } = answerReading(config);

  function headers(options: { json?: boolean; idempotencyKey?: string } = {}): Record<string, string> {
    const all = config.sessionHeaders();
    if (options.json) all['content-type'] = 'application/json';
    if (options.idempotencyKey) all[IDEMPOTENCY_HEADER] = options.idempotencyKey;
    return all;
  }

  /** A request with the entry's headers and timeout: the raw response, or the ApiError of no answer. */
  async function send(method: 'GET' | 'POST', path: string, options: RequestOptions): Promise<Response> {
    const limit = deadline(config.timeoutMs, options.signal);
    try {
      return await fetch(urlOf(config.baseUrl, path, options.query), {
        method,
        headers: headers({ json: options.body !== undefined, idempotencyKey: options.idempotencyKey }),
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: limit.signal,
      });
    } catch (err) {
      throw transportError(err, limit.timedOut(), options.signal);
    } finally {
      limit.done();
    }
  }

  /** Calls the API, reads the envelope, and throws ApiError for anything but code 200. */
  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiSuccess<T>> {
    const response = await send(method, path, options);
    // An HTTP 401 ends the session whatever the body says; it is not read.
    if (response.status === 401) return settle<T>(401, null);
    return settle(response.status, parseEnvelope<T>(await response.text()));
  }

  /** Calls an endpoint of the contract: its method and path from the descriptor, its result typed. */
  function callWithMessage<E extends AnyEndpoint>(
    endpoint: E,
    ...[options]: OptionalWhenEmpty<CallOptions<E>>
  ): Promise<ApiSuccess<ResultOf<E>>> {
    const { params, ...rest } = (options ?? {}) as CallOptions<E>;
    return request<ResultOf<E>>(endpoint.method, fillPath(endpoint.path, params), rest);
  }

  return {
    config,
    fail,
    settle,
    transportError,
    headers,
    url: (path: string, query?: QueryParams) => urlOf(config.baseUrl, path, query),
    request,
    callWithMessage,
    /** `callWithMessage` for the result alone, where the success code does not matter. */
    call: async <E extends AnyEndpoint>(endpoint: E, ...options: OptionalWhenEmpty<CallOptions<E>>) =>
      (await callWithMessage(endpoint, ...options)).result,
  };
}

/** Path parameters fill the descriptor's `:name` segments. */
export type PathParams = Readonly<Record<string, string | number>>;

/**
 * The path with its `:name` segments filled in, each value URI-encoded; a missing value throws.
 * The contract's `pathOf` does the same, but importing it would pull every descriptor, the back
 * office's too, into the chunk this client shares with the customer app's start-up.
 */
export function fillPath(path: string, params: PathParams = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new RangeError(`${path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The query travels as text: where the contract reads a numeral ('1' of a numeric enum, or any
 * string such as a page number), the number itself may go.
 */
type WireValue<V> = V extends `${infer N extends number}` ? V | N : string extends V ? V | number : V;
type WireQuery<Q> = { [K in keyof Q]: WireValue<Q[K]> };

type BodyPart<B> = [B] extends [undefined] ? { body?: undefined } : { body: B };
/** A query whose keys are all optional (a language, a filter) may be left out. */
type QueryPart<Q> = [Q] extends [undefined]
  ? { query?: undefined }
  : // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "no required key" is exactly `{}`
    {} extends Q
    ? { query?: WireQuery<Q> }
    : { query: WireQuery<Q> };

export type CallOptions<E extends AnyEndpoint> = BodyPart<BodyOf<E>> &
  QueryPart<QueryOf<E>> & {
    params?: PathParams;
    idempotencyKey?: string;
    signal?: AbortSignal;
  };

/** The options may be left out when nothing in them is required. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "no required key" is exactly `{}`
type OptionalWhenEmpty<O> = {} extends O ? [options?: O] : [options: O];
