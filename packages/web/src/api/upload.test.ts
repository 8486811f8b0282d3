// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { walletEndpoints } from '@tp/contract/endpoints';
import { clearSession, saveSession, setAccountMode } from '../lib/session.ts';
import { FakeXhr } from '../testing/fake-xhr.ts';
import { testUser } from '../testing/session.ts';
import { customerApi } from './client.ts';
import { postForm } from './upload.ts';

describe('an upload', () => {
  beforeEach(() => {
    saveSession('tok-9', testUser);
    setAccountMode('real');
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('posts the form with the session headers and timeout, reports progress, and reads the envelope', async () => {
    const result = { fileId: 'f1', mediaType: 'image/png', sizeBytes: 3 };
    FakeXhr.reply = { status: 200, body: JSON.stringify({ code: 200, msg: 'ok', result }) };
    const shares: number[] = [];
    const uploaded = await postForm(customerApi, walletEndpoints.upload, new FormData(), {
      onProgress: (share) => shares.push(share),
    });
    expect(uploaded).toEqual(result);
    expect(shares).toEqual([0.5]);
    expect(FakeXhr.last?.url).toBe('/swx/customer/user/upload');
    expect(FakeXhr.last?.timeout).toBe(90_000);
    expect(FakeXhr.last?.headers).toEqual({ authorization: 'tok-9', virtually: 'YES' });
  });

  it('fails with the code of a refusal', async () => {
    FakeXhr.reply = { status: 200, body: JSON.stringify({ code: 10060, msg: 'Not an image.', result: null }) };
    await expect(postForm(customerApi, walletEndpoints.upload, new FormData())).rejects.toMatchObject({ code: 10060 });
  });
});
