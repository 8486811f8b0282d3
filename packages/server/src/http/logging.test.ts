import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../test/app.ts';
import { LOGIN, signUp } from '../../test/signin.ts';
import { redactUrl } from './logging.ts';

describe('redactUrl', () => {
  it('hides the values of secret query parameters and keeps the path and the rest', () => {
    expect(redactUrl('/autoLogin?token=abc')).toBe('/autoLogin?token=[redacted]');
    expect(redactUrl('/api/loginCallback/google?state=s1&code=c2&scope=email')).toBe(
      '/api/loginCallback/google?state=[redacted]&code=[redacted]&scope=email',
    );
    expect(redactUrl('/x?access_token=a&Refresh%5FToken=b&password=c&lang=en')).toBe(
      '/x?access_token=[redacted]&Refresh%5FToken=[redacted]&password=[redacted]&lang=en',
    );
    expect(redactUrl('/swx/customer/index/listContents/2?type=4')).toBe('/swx/customer/index/listContents/2?type=4');
    expect(redactUrl('/market')).toBe('/market');
  });
});

// What is logged does not depend on the database: one kind is enough.
describe('the request log', () => {
  let app: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await startTestApp('pglite', { log: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('of a hand-off holds no token, even from a link that carries it in the query', async () => {
    const customer = await signUp(app);
    const handoff = await call<{ token: string }>(app.url, 'POST', `${LOGIN}/createHandoff`, {
      token: customer.token,
    });
    const { token } = handoff.result;
    // What a browser sends for /autoLogin#token=…: the fragment stays in the browser.
    await fetch(`${app.url}/autoLogin`);
    // An old link with the token in the query, and the provider's callback with its code and state.
    await fetch(`${app.url}/autoLogin?token=${token}`);
    await fetch(`${app.url}/api/loginCallback/google?code=provider-code-1&state=signin-state-1`);
    const exchanged = await call(app.url, 'POST', `${LOGIN}/autoLogin`, { body: { token } });
    expect(exchanged.code).toBe(200);

    const log = lines.join('');
    expect(log).toContain('"url":"/autoLogin?token=[redacted]"');
    expect(log).toContain('"url":"/api/loginCallback/google?code=[redacted]&state=[redacted]"');
    for (const secret of [token, customer.token, 'provider-code-1', 'signin-state-1']) {
      expect(log).not.toContain(secret);
    }
  });
});
