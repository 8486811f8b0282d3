import { vi } from 'vitest';

/** One request the fake server answered. */
export interface Call {
  method: string;
  /** The call's name: the segment after `/swx/customer/<group>/`, e.g. "openPosition", "getOptionsOrderById". */
  name: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

/** A route's answer: a result, a whole envelope `{ code, msg, result }`, or a function of the call giving either. */
export type Routes = Record<string, unknown>;

/** Records carry a `code` of their own (an instrument's): an envelope has a `msg` too. */
function isEnvelope(answer: unknown): boolean {
  return answer !== null && typeof answer === 'object' && 'code' in answer && 'msg' in answer;
}

function callOf(input: RequestInfo | URL, init?: RequestInit): Call {
  const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
  return {
    method: init?.method ?? 'GET',
    name: url.pathname.split('/')[4] ?? '',
    path: url.pathname,
    query: url.searchParams,
    headers: (init?.headers ?? {}) as Record<string, string>,
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  };
}

/**
 * Stubs `fetch` with a server that answers `/swx/...` calls from `routes`, keyed by method and
 * name ("POST openPosition"), in the envelope. A call no route names fails the test's request; a
 * route function that throws fails the request like a dropped connection.
 */
export function fakeServer(routes: Routes) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = callOf(input, init);
    calls.push(call);
    const key = `${call.method} ${call.name}`;
    if (!(key in routes)) throw new Error(`unexpected call ${key}`);
    const route = routes[key];
    const answer = typeof route === 'function' ? await (route as (c: Call) => unknown)(call) : route;
    const envelope = isEnvelope(answer) ? answer : { code: 200, msg: 'ok', result: answer };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** The POSTs of one call, by name. */
    posts: (name: string) => calls.filter((call) => call.method === 'POST' && call.name === name),
  };
}
