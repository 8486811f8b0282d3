import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUp } from '../../test/signin.ts';
import { databaseKinds } from '../../test/databases.ts';
import { call, startTestApp, type TestApp } from '../../test/app.ts';

describe.each(databaseKinds)('the HTTP edge on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers every /swx call with the envelope and sends security headers', async () => {
    const answer = await call(app.url, 'GET', '/swx/customer/index/listContents/2');
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(200);
    expect(answer.msg).toBe('ok');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses unknown fields, wrong types and bad JSON with 10088', async () => {
    const extra = await call(app.url, 'POST', '/swx/customer/login/login', {
      body: { username: 'someone', password: 'whatever1', admin: true },
    });
    const wrongType = await call(app.url, 'POST', '/swx/customer/login/login', {
      body: { username: 42, password: 'x' },
    });
    const badJson = await call(app.url, 'POST', '/swx/customer/login/login', { rawBody: '{"username":' });
    const arrayQuery = await call(app.url, 'GET', '/swx/customer/login/checkUserNameOrPhone?username=a&username=b');
    const badMode = await call(app.url, 'GET', '/swx/customer/index/listContents/2', {
      headers: { virtually: 'MAYBE' },
    });
    for (const answer of [extra, wrongType, badJson, arrayQuery, badMode]) {
      expect([answer.status, answer.code, answer.result]).toEqual([200, 10088, null]);
    }
  });

  it('refuses a body over the limit with HTTP 413 and changes nothing', async () => {
    const answer = await call(app.url, 'POST', '/swx/customer/login/login', {
      body: { username: 'x'.repeat(100_000), password: 'y' },
    });
    expect(answer.status).toBe(413);
    expect(answer.code).toBe(413);
  });

  it('never leaks internals: an unknown API path is a plain 404 envelope', async () => {
    const answer = await call(app.url, 'GET', '/swx/customer/nothing/here');
    expect([answer.status, answer.code]).toEqual([404, 404]);
    expect(JSON.stringify(answer)).not.toMatch(/at .*\.ts|stack/);
  });

  it('serves the web app for history-mode routes, the support page and the OpenAPI document', async () => {
    const page = await fetch(`${app.url}/market`);
    const support = await fetch(`${app.url}/service.html?language=en`);
    const openapi = (await (await fetch(`${app.url}/docs/json`)).json()) as { paths: Record<string, unknown> };
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    // The market page comes painted ahead (the build's first-paint.json): its search field is there.
    expect(html).toContain('<div id="root" data-language="en" data-session="visitor" inert>');
    expect(html).toContain('placeholder="Search by code or name"');
    expect(await support.text()).toContain('Online Support');
    // What the build keeps for the server alone is not served.
    for (const internal of ['/.first-paint/prerender.js', '/.vite/manifest.json']) {
      const answer = await call(app.url, 'GET', internal);
      expect([answer.status, answer.code]).toEqual([404, 404]);
    }
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining(['/swx/customer/login/register', '/swx/customer/index/getContentsById/{id}']),
    );
  });

  it('accepts the live socket from its own origin and refuses another site', async () => {
    const wsUrl = `${app.url.replace('http', 'ws')}/websocket/message`;
    const own = new WebSocket(wsUrl, { origin: app.config.publicUrl });
    await new Promise((resolve, reject) => {
      own.once('open', resolve);
      own.once('error', reject);
    });
    own.close();
    const foreign = new WebSocket(wsUrl, { origin: 'https://evil.example' });
    const status = await new Promise<number | undefined>((resolve) => {
      foreign.once('unexpected-response', (_req, res) => resolve(res.statusCode));
      foreign.once('open', () => resolve(undefined));
      foreign.once('error', () => resolve(-1));
    });
    expect(status).toBe(403);
  });

  it('registers through a code received by a real mail server', async () => {
    const session = await signUp(app, 'edgecase1');
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(app.inbox.to('edgecase1@example.test')).toHaveLength(1);
  });
});
