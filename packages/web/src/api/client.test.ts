// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { accountModeStore, clearSession, saveSession, setAccountMode } from '../lib/session.ts';
import { marketEndpoints, userEndpoints } from '@tp/contract/endpoints';
import { ApiError, call, callWithMessage, configureApiClient, REQUEST_TIMEOUT_MS, request } from './client.ts';
import { errorMessage } from './messages.ts';

const user = {
  id: 7,
  username: 'alice01',
  email: 'a@example.test',
  inviteCode: 'ABCD',
  kycStatus: 'none' as const,
  createdAt: 1,
};

function respondWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof respondWith>): Record<string, string> {
  return fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
}

describe('the API client', () => {
  const unauthorized = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    setAccountMode('demo');
    unauthorized.mockReset();
    configureApiClient({ onUnauthorized: unauthorized });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the stored token and virtually NO on the demo account, YES on the real one', async () => {
    saveSession('tok-123', user);
    let fetchMock = respondWith(200, { code: 200, msg: 'ok', result: null });
    await call(userEndpoints.getUserInfo);
    expect(sentHeaders(fetchMock)).toMatchObject({ authorization: 'tok-123', virtually: 'NO' });
    setAccountMode('real');
    fetchMock = respondWith(200, { code: 200, msg: 'ok', result: null });
    await request('GET', '/swx/customer/index/listContents/2');
    expect(sentHeaders(fetchMock)).toMatchObject({ authorization: 'tok-123', virtually: 'YES' });
  });

  it('sends no Authorization header without a session, and GET arrays as repeated keys', async () => {
    const fetchMock = respondWith(200, { code: 200, msg: 'ok', result: [] });
    await request('GET', '/swx/x', { query: { type: [1, 2], page: 3, none: undefined } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/swx/x?type=1&type=2&page=3');
    expect(sentHeaders(fetchMock).authorization).toBeUndefined();
  });

  it('returns the result and the success message of a code-200 envelope', async () => {
    respondWith(200, { code: 200, msg: '20005', result: { done: true } });
    await expect(request('POST', '/swx/y', { body: {} })).resolves.toEqual({ result: { done: true }, msg: '20005' });
  });

  it('throws the catalogue code of a business failure, and leaves the session alone', async () => {
    saveSession('tok-123', user);
    respondWith(200, { code: 10004, msg: 'The username or password is wrong.', result: null });
    await expect(request('POST', '/swx/customer/login/login', { body: {} })).rejects.toMatchObject({ code: 10004 });
    expect(localStorage.getItem('token')).toBe('tok-123');
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('on body code 401 clears token, user and login flag, keeps other keys, and sends the user to log in', async () => {
    saveSession('tok-123', user);
    localStorage.setItem('lang', 'de');
    respondWith(200, { code: 401, msg: 'Sign in to continue.', result: null });
    await expect(call(userEndpoints.getUserInfo)).rejects.toMatchObject({ code: 401 });
    expect([localStorage.getItem('token'), localStorage.getItem('userInfo'), localStorage.getItem('isLogin')]).toEqual([
      null,
      null,
      null,
    ]);
    expect(localStorage.getItem('lang')).toBe('de');
    expect(unauthorized).toHaveBeenCalledWith('session');
  });

  it('on HTTP 401 clears all local storage, returns to the demo book and sends the user to log in', async () => {
    saveSession('tok-123', user);
    setAccountMode('real');
    localStorage.setItem('lang', 'de');
    respondWith(401, { code: 401, msg: 'no', result: null });
    await expect(request('POST', '/swx/anything')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('lang')).toBeNull();
    expect(accountModeStore.get()).toBe('demo');
    expect(unauthorized).toHaveBeenCalledWith('http');
  });

  it('gives up after the 90 s timeout with a timeout error', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => {
              reject(new DOMException('aborted', 'AbortError'));
            });
          }),
      ),
    );
    const pending = request('GET', '/swx/slow');
    const outcome = expect(pending).rejects.toMatchObject({ code: 'timeout' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await outcome;
  });

  it('calls a contract endpoint at its path, with its path parameters filled in, and types its result', async () => {
    const fetchMock = respondWith(200, { code: 200, msg: 'ok', result: { id: 7, code: 'BTCUSDT' } });
    const { result, msg } = await callWithMessage(marketEndpoints.getMarketInfo, { params: { id: 7 } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/swx/customer/index/getMarketInfo/7');
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('GET');
    expect([result.code, msg]).toEqual(['BTCUSDT', 'ok']);
    // A path with a hole in it is never requested.
    await expect(call(marketEndpoints.getMarketInfo)).rejects.toThrow(RangeError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('maps catalogue codes to their message and anything else to unknown error', () => {
    const t = ((key: string, options?: { defaultValue?: string }) =>
      ({ 'errors.10004': 'wrong password', 'errors.unknown': 'unknown error', 'errors.timeout': 'timed out' })[key] ??
      options?.defaultValue ??
      key) as unknown as TFunction<'messages'>;
    expect(errorMessage(t, new ApiError(10004, 'x'))).toBe('wrong password');
    expect(errorMessage(t, new ApiError('timeout', 'x'))).toBe('timed out');
    expect(errorMessage(t, new ApiError(99999, 'x'))).toBe('unknown error');
    expect(errorMessage(t, new Error('boom'))).toBe('unknown error');
    expect(errorMessage(t, null)).toBe('unknown error');
  });
});
