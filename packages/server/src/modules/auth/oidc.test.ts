import { sql } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '@tp/contract';
import { call, startTestApp, type TestApp } from '../../../test/app.ts';
import { signUp } from '../../../test/signin.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { queryRows } from '../../db/client.ts';
import { accountBalance, customerAccountId } from '../../ledger/index.ts';
import { OIDC_LOGIN_TTL_MS } from './oidc.ts';

/**
 * Sign-in with OpenID Connect, driven over real HTTP against local OIDC providers
 * (oauth2-mock-server): the app redirects to the provider, the provider redirects straight back
 * with code and state, and the web app's POST finishes the sign-in.
 */

/** A fixed public URL: the callback only has to match between start and finish, and is never fetched. */
const PUBLIC_URL = 'http://127.0.0.1:1';

interface Provider {
  server: OAuth2Server;
  /** Claims written into the next ID tokens (sub, email, aud, nonce ...). */
  claims: Record<string, unknown>;
  /** How many times the token endpoint answered: a code was (tried to be) redeemed. */
  tokenCalls: number;
}

async function startProvider(): Promise<Provider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const provider: Provider = { server, claims: {}, tokenCalls: 0 };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    // The access token carries `scope`; only the ID token gets the test's identity claims.
    if (!('scope' in token.payload)) Object.assign(token.payload, provider.claims);
  });
  server.service.on('beforeResponse', () => {
    provider.tokenCalls++;
  });
  return provider;
}

function issuer(provider: Provider): string {
  const url = provider.server.issuer.url;
  if (!url) throw new Error('the provider is not started');
  return url;
}

interface Callback {
  /** The provider's authorization URL the app redirected to. */
  authorize: URL;
  /** Where the provider sent the browser back. */
  callback: URL;
  code: string;
  state: string;
  redirectUri: string;
}

/** GET /api/auth/<provider>/start, then the provider's authorize endpoint; both redirects kept manual. */
async function authorize(app: TestApp, provider: string): Promise<Callback> {
  const start = await fetch(`${app.url}/api/auth/${provider}/start`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const authorizeUrl = new URL(start.headers.get('location') ?? '');
  const back = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const callback = new URL(back.headers.get('location') ?? '');
  return {
    authorize: authorizeUrl,
    callback,
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
    redirectUri: `${callback.origin}${callback.pathname}`,
  };
}

function finishPath(provider: string): string {
  return provider === 'google'
    ? '/swx/customer/login/loginByGoogle'
    : `/swx/customer/login/loginByProvider/${provider}`;
}

/** The web app's POST that finishes a sign-in. */
function finish(app: TestApp, provider: string, input: { code: string; state: string; redirectUri: string }) {
  return call<Session | null>(app.url, 'POST', finishPath(provider), {
    body: { code: input.code, state: input.state, redirectUri: input.redirectUri },
  });
}

/** A whole sign-in whose ID token carries `claims`. */
async function signIn(app: TestApp, name: string, provider: Provider, claims: Record<string, unknown>) {
  provider.claims = claims;
  const flow = await authorize(app, name);
  return { flow, answer: await finish(app, name, flow) };
}

/** The session of a successful sign-in; fails the test otherwise. */
function sessionOf(answer: { code: number; msg: string; result: Session | null }): Session {
  expect(answer.code).toBe(200);
  if (!answer.result) throw new Error(`no session: ${answer.code} ${answer.msg}`);
  return answer.result;
}

async function userCount(app: TestApp): Promise<number> {
  const rows = await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from users`);
  return Number(rows[0]?.n);
}

const refused = { status: 200, code: 10088, result: null };
function expectRefused(answer: { status: number; code: number; result: unknown }): void {
  expect({ status: answer.status, code: answer.code, result: answer.result }).toEqual(refused);
}

let google: Provider;
let other: Provider;
beforeAll(async () => {
  google = await startProvider();
  other = await startProvider();
});
afterAll(async () => {
  await google.server.stop();
  await other.server.stop();
});

describe.each(databaseKinds)('OpenID Connect sign-in on %s', (kind) => {
  let app: TestApp;
  /** The app's clock: real time plus an offset a test can move. */
  let offsetMs = 0;
  const clock = {
    get now() {
      return new Date(Date.now() + offsetMs);
    },
  };

  beforeAll(async () => {
    app = await startTestApp(kind, {
      clock,
      env: {
        PUBLIC_URL,
        OIDC_GOOGLE_ISSUER: issuer(google),
        OIDC_GOOGLE_CLIENT_ID: 'client-a',
        OIDC_GOOGLE_CLIENT_SECRET: 'secret-a',
        OIDC_OTHER_ISSUER: issuer(other),
        OIDC_OTHER_CLIENT_ID: 'client-b',
        OIDC_OTHER_CLIENT_SECRET: 'secret-b',
      },
    });
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => {
    offsetMs = 0;
    google.claims = {};
    other.claims = {};
  });

  it('redirects to the provider with PKCE (S256), state, nonce and its own callback', async () => {
    const flow = await authorize(app, 'google');
    const query = flow.authorize.searchParams;
    expect(flow.authorize.href.startsWith(`${issuer(google)}/authorize?`)).toBe(true);
    expect(query.get('response_type')).toBe('code');
    expect(query.get('client_id')).toBe('client-a');
    expect(query.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/loginCallback/google`);
    expect(query.get('scope')?.split(' ')).toContain('openid');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(query.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(query.get('client_secret')).toBeNull();
    // A second start gets fresh values.
    const again = await authorize(app, 'google');
    for (const key of ['state', 'nonce', 'code_challenge']) {
      expect(again.authorize.searchParams.get(key)).not.toBe(query.get(key));
    }
    expect(flow.redirectUri).toBe(`${PUBLIC_URL}/api/loginCallback/google`);
    expect(flow.state).toBe(query.get('state'));
    expect(flow.code).not.toBe('');
  });

  it('creates a funded user on the first sign-in and returns the same user for the same subject', async () => {
    const before = await userCount(app);
    const first = await signIn(app, 'google', google, {
      sub: 'g-100',
      email: 'First.Person@Example.test',
      email_verified: true,
    });
    const session = sessionOf(first.answer);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.user.email).toBe('first.person@example.test');
    expect(await userCount(app)).toBe(before + 1);
    const db = app.database.db;
    const demo = await accountBalance(db, await customerAccountId(db, session.user.id, 'demo', 'USDT'));
    expect(demo.balance.toString()).toBe('100000');

    const info = await call<{ id: number }>(app.url, 'POST', '/swx/customer/user/getUserInfo', {
      token: session.token,
    });
    expect([info.code, info.result.id]).toEqual([200, session.user.id]);

    const second = await signIn(app, 'google', google, {
      sub: 'g-100',
      email: 'changed@example.test',
      email_verified: true,
    });
    const again = sessionOf(second.answer);
    expect(again.user.id).toBe(session.user.id);
    expect(again.user.email).toBe('first.person@example.test');
    expect(again.token).not.toBe(session.token);
    expect(await userCount(app)).toBe(before + 1);
  });

  it('links by subject only: a matching e-mail never signs in to an existing account', async () => {
    const existing = await signUp(app, 'linkme1');
    const taken = await signIn(app, 'google', google, {
      sub: 'g-200',
      email: 'LinkMe1@example.test',
      email_verified: true,
    });
    const newcomer = sessionOf(taken.answer).user;
    expect(newcomer.id).not.toBe(existing.user.id);
    expect(newcomer.email).toBeNull();
    // An unverified e-mail is not taken over either, even when free.
    const unverified = await signIn(app, 'google', google, {
      sub: 'g-201',
      email: 'free1@example.test',
      email_verified: false,
    });
    expect(sessionOf(unverified.answer).user.email).toBeNull();
    // The existing account is untouched and still signs in with its password.
    const login = await call<Session>(app.url, 'POST', '/swx/customer/login/login', {
      body: { username: 'linkme1', password: 'a long passphrase' },
    });
    expect([login.code, login.result.user.id, login.result.user.email]).toEqual([
      200,
      existing.user.id,
      'linkme1@example.test',
    ]);
  });

  it('uses a state once, for its provider and its redirect URI only, before any code is redeemed', async () => {
    google.claims = { sub: 'g-300' };
    const flow = await authorize(app, 'google');
    expect((await finish(app, 'google', flow)).code).toBe(200);
    const calls = google.tokenCalls + other.tokenCalls;
    expectRefused(await finish(app, 'google', flow));

    const unknown = await authorize(app, 'google');
    expectRefused(await finish(app, 'google', { ...unknown, state: 'an-unknown-state-value-0123456789' }));

    const crossed = await authorize(app, 'google');
    expectRefused(await finish(app, 'other', crossed));
    expectRefused(await finish(app, 'other', { ...crossed, redirectUri: `${PUBLIC_URL}/api/loginCallback/other` }));

    const moved = await authorize(app, 'google');
    expectRefused(
      await finish(app, 'google', { ...moved, redirectUri: 'https://evil.example/api/loginCallback/google' }),
    );
    // Refused by the app itself: no code was sent to a provider.
    expect(google.tokenCalls + other.tokenCalls).toBe(calls);
  });

  it('refuses an ID token for another client, with another nonce, or a sign-in older than ten minutes', async () => {
    const before = await userCount(app);
    const audience = await signIn(app, 'google', google, { sub: 'g-400', aud: 'client-b' });
    expectRefused(audience.answer);
    const nonce = await signIn(app, 'google', google, { sub: 'g-401', nonce: 'not-the-nonce-we-sent' });
    expectRefused(nonce.answer);
    const foreignIssuer = await signIn(app, 'google', google, { sub: 'g-402', iss: issuer(other) });
    expectRefused(foreignIssuer.answer);
    expect(await userCount(app)).toBe(before);

    google.claims = { sub: 'g-403' };
    const late = await authorize(app, 'google');
    offsetMs = OIDC_LOGIN_TTL_MS + 60_000;
    const calls = google.tokenCalls;
    expectRefused(await finish(app, 'google', late));
    expect(google.tokenCalls).toBe(calls);
    expect(await userCount(app)).toBe(before);

    // The same sign-in, in time, goes through: the refusals above were the checks, not the setup.
    offsetMs = 0;
    const inTime = await signIn(app, 'google', google, { sub: 'g-403' });
    expect(inTime.answer.code).toBe(200);
    expect(await userCount(app)).toBe(before + 1);
  });

  it('signs in with a second provider by configuration alone; an unconfigured provider is refused', async () => {
    const providers = await call<string[]>(app.url, 'GET', '/swx/customer/login/providers');
    expect([...providers.result].sort()).toEqual(['google', 'other']);

    const otherFlow = await signIn(app, 'other', other, {
      sub: 'shared-subject',
      email: 'o1@example.test',
      email_verified: true,
    });
    const query = otherFlow.flow.authorize.searchParams;
    expect(otherFlow.flow.authorize.href.startsWith(`${issuer(other)}/authorize?`)).toBe(true);
    expect(query.get('client_id')).toBe('client-b');
    expect(query.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/loginCallback/other`);
    const otherUser = sessionOf(otherFlow.answer).user;
    expect(otherUser.email).toBe('o1@example.test');

    // The same subject at another provider is another person.
    const googleFlow = await signIn(app, 'google', google, { sub: 'shared-subject' });
    expect(sessionOf(googleFlow.answer).user.id).not.toBe(otherUser.id);
    const again = await signIn(app, 'other', other, { sub: 'shared-subject' });
    expect(sessionOf(again.answer).user.id).toBe(otherUser.id);

    const start = await call(app.url, 'GET', '/api/auth/nowhere/start');
    expect([start.status, start.code, start.headers.get('location')]).toEqual([200, 10088, null]);
    expectRefused(
      await finish(app, 'nowhere', { code: 'x', state: 'y', redirectUri: `${PUBLIC_URL}/api/loginCallback/nowhere` }),
    );
    expectRefused(await call(app.url, 'GET', '/api/auth/Google/start'));
  });

  it('never puts the session token in a URL', async () => {
    const { flow, answer } = await signIn(app, 'google', google, { sub: 'g-600' });
    const { token } = sessionOf(answer);
    for (const url of [flow.authorize.href, flow.callback.href]) {
      expect(url).not.toContain(token);
      expect(decodeURIComponent(url)).not.toContain(token);
    }
    expect([...flow.callback.searchParams.keys()].sort()).toEqual(['code', 'state']);
  });
});
