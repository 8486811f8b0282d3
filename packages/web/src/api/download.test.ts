// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { walletEndpoints } from '@tp/contract/endpoints';
import { clearSession, saveSession, setAccountMode } from '../lib/session.ts';
import { testUser } from '../testing/session.ts';
import { configureApiClient, customerApi } from './client.ts';
import { fetchFile } from './download.ts';

function answer(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('a file download', () => {
  const unauthorized = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    saveSession('tok-9', testUser);
    setAccountMode('real');
    unauthorized.mockReset();
    configureApiClient({ onUnauthorized: unauthorized });
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('sends the session headers and the query, and gives the file with the name the server chose', async () => {
    const fetchMock = answer(
      new Response('id,amount\n', {
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="moves.csv"' },
      }),
    );
    const file = await fetchFile(customerApi, walletEndpoints.exportTransactions, { query: { kind: 'deposit' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/swx/customer/user/exportTransactions?kind=deposit');
    expect(fetchMock.mock.calls[0]![1]!.headers).toMatchObject({ authorization: 'tok-9', virtually: 'YES' });
    expect([file.fileName, await file.blob.text()]).toEqual(['moves.csv', 'id,amount\n']);
  });

  it('fails with the code of a refusal sent as an envelope, and ends the session on code 401', async () => {
    answer(Response.json({ code: 10030, msg: 'No such file.', result: null }));
    await expect(fetchFile(customerApi, walletEndpoints.file, { params: { id: 'f1' } })).rejects.toMatchObject({
      code: 10030,
    });
    answer(Response.json({ code: 401, msg: 'Sign in to continue.', result: null }));
    await expect(fetchFile(customerApi, walletEndpoints.file, { params: { id: 'f1' } })).rejects.toMatchObject({
      code: 401,
    });
    expect(unauthorized).toHaveBeenCalledWith('session');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
