// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backofficeEndpoints } from '@tp/contract/endpoints';
import { ApiError } from '../api/http.ts';
import { call, FORBIDDEN_MESSAGE, whenSessionEnds } from './api.ts';
import { readToken, writeToken } from './session.ts';

function answer(body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe("the back office's calls", () => {
  const ended = vi.fn();
  beforeEach(() => {
    writeToken('op-token');
    ended.mockReset();
    whenSessionEnds(ended);
  });
  afterEach(() => {
    writeToken(null);
    vi.unstubAllGlobals();
  });

  it("send the operator's token alone, to the contract's path", async () => {
    const fetchMock = answer({ code: 200, msg: 'ok', result: { id: 1, name: 'admin', role: 'admin' } });
    await expect(call(backofficeEndpoints.me)).resolves.toEqual({ id: 1, name: 'admin', role: 'admin' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/backoffice/api/me');
    expect(fetchMock.mock.calls[0]![1]!.headers).toEqual({ authorization: 'op-token' });
  });

  it('word a role refusal in one sentence, and the server’s refusals in its own', async () => {
    answer({ code: 403, msg: 'forbidden', result: null });
    await expect(call(backofficeEndpoints.params)).rejects.toEqual(new ApiError(403, FORBIDDEN_MESSAGE));
    answer({ code: 10004, msg: 'The name or password is wrong.', result: null });
    await expect(call(backofficeEndpoints.params)).rejects.toMatchObject({
      code: 10004,
      message: 'The name or password is wrong.',
    });
    expect(ended).not.toHaveBeenCalled();
  });

  it('end the operator session on code 401', async () => {
    answer({ code: 401, msg: 'no session', result: null });
    await expect(call(backofficeEndpoints.me)).rejects.toMatchObject({
      code: 401,
      message: 'Your session has ended. Sign in again.',
    });
    expect(readToken()).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
  });
});
