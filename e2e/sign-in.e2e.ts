import { OAuth2Server } from 'oauth2-mock-server';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../packages/server/test/app.ts';
import {
  closeTab,
  local,
  logInThroughForm,
  logOutFromAccount,
  openTab,
  startStack,
  toast,
  uniqueUser,
  viewportNames,
  waitForPath,
  where,
  type Stack,
  type StoredUser,
} from './helpers.ts';
import { signUp } from '../packages/server/test/signin.ts';

/** Registration, log-out and log-in through the forms, and the sign-in hand-offs (Google, /autoLogin). */
describe('signing in', () => {
  let stack: Stack;
  let provider: OAuth2Server;
  /** Who the local OpenID provider says the visitor is; each Google test picks its own. */
  let identity = { sub: 'google-subject-0', email: 'walker0@example.test' };
  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, { sub: identity.sub, email: identity.email, email_verified: true });
    });
    stack = await startStack(() => ({
      OIDC_GOOGLE_ISSUER: provider.issuer.url!,
      OIDC_GOOGLE_CLIENT_ID: 'web-client',
      OIDC_GOOGLE_CLIENT_SECRET: 'web-secret',
    }));
  });
  afterAll(async () => {
    await stack.stop();
    await provider.stop();
  });

  describe.each(viewportNames)('%s', (viewport) => {
    it('registers through the form with the mailed code, the send button counting down', async () => {
      const user = uniqueUser('reg');
      const tab = await openTab(stack, viewport);
      const { page } = tab;
      await page.goto(`${stack.url}/pass/register`);
      await page.getByLabel('Username').fill(user.username);
      await page.getByLabel('E-mail', { exact: true }).fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByLabel('Repeat password').fill(user.password);
      const sendCode = page.getByTestId('send-code');
      expect(await sendCode.textContent()).toBe('Send code');
      await sendCode.click();
      await expect.poll(() => sendCode.textContent()).toMatch(/^Resend in \d+ s$/);
      expect(await sendCode.isDisabled()).toBe(true);
      await page.getByLabel('E-mail code').fill(await stack.inbox.latestCode(user.email));
      await page.getByRole('button', { name: 'Create account' }).click();
      await waitForPath(page, '/');
      await toast(page, 'Your account is ready.');
      await expect.poll(() => local(page, 'isLogin')).toBe('1');
      const token = await local(page, 'token');
      expect(token).toBeTruthy();
      const info = await call<StoredUser>(stack.url, 'POST', '/swx/customer/user/getUserInfo', { token: token! });
      expect(info.result.username).toBe(user.username);
      expect(JSON.parse((await local(page, 'userInfo')) ?? '{}')).toMatchObject({ username: user.username });
      await closeTab(tab);
    });

    it('checks an empty registration form in the browser and sends nothing', async () => {
      const tab = await openTab(stack, viewport);
      const { page } = tab;
      const sent: Request[] = [];
      page.on('request', (request) => {
        if (/\/login\/(register|sendCode)$/.test(new URL(request.url()).pathname)) sent.push(request);
      });
      await page.goto(`${stack.url}/pass/register`);
      await page.getByRole('button', { name: 'Create account' }).click();
      const alerts = page.getByRole('alert');
      await alerts.first().waitFor();
      expect(await alerts.allTextContents()).toEqual([
        'Enter a username',
        'Enter an e-mail',
        'Enter a password',
        'Repeat the password',
        'Enter the verification code',
      ]);
      // Asking for a code without an address is refused in the page as well.
      await page.getByTestId('send-code').click();
      expect(await page.getByLabel('E-mail', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      // Give a stray request the time to show up before checking there was none.
      await page.waitForTimeout(300);
      expect(sent).toEqual([]);
      expect(where(page)).toBe('/pass/register');
      expect(await local(page, 'token')).toBeNull();
      await closeTab(tab);
    });

    it('logs out from the account page, then logs in by username and by e-mail', async () => {
      const user = uniqueUser('out');
      const registered = await signUp(stack, user.username);
      const tab = await openTab(stack, viewport, { session: registered });
      const { page } = tab;
      await logOutFromAccount(page, stack.url, user.username);
      expect(await local(page, 'isLogin')).toBeNull();
      if (viewport === 'desktop') await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).waitFor();
      expect(await local(page, 'userInfo')).toBeNull();
      // The revoked token no longer opens the account.
      const revoked = await call(stack.url, 'POST', '/swx/customer/user/getUserInfo', { token: registered.token });
      expect(revoked.code).toBe(401);

      await logInThroughForm(page, stack.url, user.username, user.password);
      await logOutFromAccount(page, stack.url, user.username);

      await logInThroughForm(page, stack.url, user.email, user.password);
      const token = await local(page, 'token');
      const info = await call<StoredUser>(stack.url, 'POST', '/swx/customer/user/getUserInfo', { token: token ?? '' });
      expect(info.result.username).toBe(user.username);
      await closeTab(tab);
    });

    it('signs in with Google: provider, callback route, session stored, code gone from the address bar', async () => {
      identity = { sub: `google-${viewport}-subject`, email: `walker.${viewport}@example.test` };
      const tab = await openTab(stack, viewport);
      const { page } = tab;
      await page.goto(`${stack.url}/api/auth/google/start`);
      await waitForPath(page, '/');
      await toast(page, 'Logged in.');
      await expect.poll(() => local(page, 'isLogin')).toBe('1');
      expect(new URL(page.url()).search).toBe('');
      const token = await local(page, 'token');
      const info = await call<StoredUser>(stack.url, 'POST', '/swx/customer/user/getUserInfo', { token: token ?? '' });
      expect(info.code).toBe(200);
      expect(info.result.email).toBe(identity.email);
      if (viewport === 'desktop')
        await page.getByRole('banner').getByRole('link', { name: info.result.username }).waitFor();
      await closeTab(tab);
    });

    it('hands a session to another window through /autoLogin#token=, once, and the log never sees it', async () => {
      const user = uniqueUser('handoff');
      const registered = await signUp(stack, user.username);
      const handoff = await call<{ token: string }>(stack.url, 'POST', '/swx/customer/login/createHandoff', {
        token: registered.token,
      });
      expect(handoff.code).toBe(200);
      const tab = await openTab(stack, viewport);
      const { page } = tab;
      await page.goto(`${stack.url}/autoLogin#token=${handoff.result.token}`);
      await waitForPath(page, '/');
      await expect.poll(() => local(page, 'isLogin')).toBe('1');
      expect(page.url()).not.toContain(handoff.result.token);
      // The token travels in the fragment, which the browser never sends: the server's log has none.
      expect(stack.server.output()).toContain('"url":"/autoLogin"');
      expect(stack.server.output()).not.toContain(handoff.result.token);
      expect(JSON.parse((await local(page, 'userInfo')) ?? '{}')).toMatchObject({ username: user.username });
      const token = await local(page, 'token');
      const info = await call<StoredUser>(stack.url, 'POST', '/swx/customer/user/getUserInfo', { token: token ?? '' });
      expect(info.result.username).toBe(user.username);
      const reused = await call(stack.url, 'POST', '/swx/customer/login/autoLogin', {
        body: { token: handoff.result.token },
      });
      expect(reused.code).toBe(10088);
      await closeTab(tab);
    });
  });
});
