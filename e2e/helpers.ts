import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { migratedDataDir } from '../packages/server/test/database-templates.ts';
import type { Inbox } from '../packages/server/test/mail.ts';
import { startServerWithInbox, type ServerProcess } from '../packages/server/test/server-process.ts';
import { emailOf, PASSWORD, type SignedUp } from '../packages/server/test/signin.ts';
import { collectErrors, launchBrowser, viewports } from './browser.ts';

export type ViewportName = keyof typeof viewports;
/** Every journey runs at both layouts; the mobile one is chosen by the iPhone user agent. */
export const viewportNames: ViewportName[] = ['desktop', 'mobile'];

export interface StoredUser {
  username: string;
  email: string;
  [field: string]: unknown;
}

/** One server process with its own data directory and SMTP inbox, and one Chromium, per test file. */
export interface Stack {
  server: ServerProcess;
  inbox: Inbox;
  browser: Browser;
  url: string;
  stop(): Promise<void>;
}

export async function startStack(env: (port: number) => Record<string, string> = () => ({})): Promise<Stack> {
  // A migrated, empty database to start from: initialising one is most of a first start's CPU
  // (the first start from nothing is the smoke test's).
  const dataDir = await migratedDataDir('tp-e2e-');
  const { server, inbox } = await startServerWithInbox(dataDir, env);
  if (server.child.exitCode !== null) throw new Error(`server did not start:\n${server.output()}`);
  const browser = await launchBrowser();
  return {
    server,
    inbox,
    browser,
    url: server.url,
    async stop() {
      await browser.close();
      server.child.kill('SIGTERM');
      await server.exited;
      await inbox.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let serial = 0;
/** A name no other test uses: 4–20 letters, digits or underscores, starting with a letter. */
export function uniqueUser(prefix: string): { username: string; email: string; password: string } {
  serial += 1;
  const username = `${prefix}${Date.now().toString(36).slice(-6)}${serial}${Math.floor(Math.random() * 100)}`.slice(
    0,
    20,
  );
  // The e-mail and password `signUp` (packages/server/test/signin.ts) registers this name with.
  return { username, email: emailOf(username), password: PASSWORD };
}

export interface Tab {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions of every page this tab showed. */
  errors: string[];
}

/**
 * A fresh browser context at one layout. `session` starts it logged in (the keys the app stores);
 * `onboarding: 'pending'` leaves the mobile welcome board to show, otherwise it is marked as seen.
 */
export async function openTab(
  stack: Stack,
  viewport: ViewportName,
  options: { session?: SignedUp; onboarding?: 'pending' | 'seen' } = {},
): Promise<Tab> {
  const localStorage = options.session
    ? [
        { name: 'token', value: options.session.token },
        { name: 'isLogin', value: '1' },
        { name: 'userInfo', value: JSON.stringify(options.session.user) },
      ]
    : [];
  const context = await stack.browser.newContext({
    ...viewports[viewport],
    storageState: { cookies: [], origins: [{ origin: stack.url, localStorage }] },
  });
  if (options.onboarding !== 'pending') {
    await context.addInitScript(() => {
      try {
        sessionStorage.setItem('onboarding', '1');
      } catch {
        // about:blank has no storage.
      }
    });
  }
  // A step that has not happened in 20 s will not happen: fail early rather than at the test timeout.
  // 10 s was too short on a slow day with three files at once: a route's first navigation (its
  // chunk loaded on demand) took longer in one CI run, and the auction journey's page in another.
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page) };
}

/** Closes the tab, then checks that none of its pages logged an error. */
export async function closeTab(tab: Tab): Promise<void> {
  await tab.context.close();
  expect(tab.errors).toEqual([]);
}

export const local = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
export const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

/**
 * Opens `url` and waits for the app's own page: until its first render commits, the page painted
 * ahead stands in, inert, and a check made on it would read (or focus) the copy the app replaces.
 */
export async function gotoApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('#root:not([inert])').waitFor();
}

/** The path and query of the page, without the origin. */
export function where(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/** The next API call the page makes (optionally of one endpoint), once `action` ran. */
export async function nextApiRequest(page: Page, action: () => Promise<unknown>, endpoint = '/swx/'): Promise<Request> {
  const request = page.waitForRequest((r) => new URL(r.url()).pathname.includes(endpoint));
  await action();
  return request;
}

/** The toast container (role="status") shows a message containing `text`. */
export async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('status').getByText(text).first().waitFor();
}

/** Logs in through /pass/login with a username or an e-mail and lands on the home page. */
export async function logInThroughForm(page: Page, url: string, login: string, password: string): Promise<void> {
  await page.goto(`${url}/pass/login`);
  await page.getByLabel('Username or e-mail').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await waitForPath(page, '/');
  await toast(page, 'Logged in.');
  await expect.poll(() => local(page, 'isLogin')).toBe('1');
}

/** Logs out with the button on /profile1, which leads home. */
export async function logOutFromAccount(page: Page, url: string, username: string): Promise<void> {
  await page.goto(`${url}/profile1`);
  await page.getByRole('heading', { name: username }).waitFor();
  await page.getByRole('button', { name: 'Log out' }).click();
  await waitForPath(page, '/');
  await toast(page, 'You are logged out.');
  await expect.poll(() => local(page, 'token')).toBeNull();
}

const serverDir = path.resolve(import.meta.dirname, '../packages/server');

/**
 * Creates an operator with the server's command line (`npm run operator -- create <name> <role>`)
 * on the stack's embedded database, before the server opens it; returns the password it printed once.
 */
export async function createOperatorWithCli(dataDir: string, name: string, role: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/cli/operator.ts', 'create', name, role],
    { cwd: serverDir, env: { ...process.env, DATA_DIR: dataDir } },
  );
  const password = /Password \(shown once[^)]*\): (\S+)/.exec(stdout)?.[1];
  if (!password) throw new Error(`the operator command printed no password:\n${stdout}`);
  return { name, password };
}

/** Fills in and sends the back office's sign-in form. */
export async function submitBackofficeSignIn(page: Page, url: string, name: string, password: string): Promise<void> {
  await page.goto(`${url}/backoffice`);
  await page.getByRole('heading', { name: 'Back office sign in' }).waitFor();
  await page.getByLabel('Operator name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A customer's real-account deposit awaiting review, with a proof image drawn by the browser. */
export async function submitDeposit(stack: Stack, token: string): Promise<number> {
  const drawing = await stack.browser.newPage({ viewport: { width: 240, height: 320 } });
  await drawing.setContent('<body style="background:#123;color:#fff;font:20px sans-serif">Sent 150 USDT</body>');
  const proof = await drawing.screenshot({ type: 'png' });
  await drawing.close();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(proof)], { type: 'image/png' }), 'proof.png');
  const uploaded = (await (
    await fetch(`${stack.url}/swx/customer/user/upload`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    })
  ).json()) as { code: number; result: { fileId: string } };
  expect(uploaded.code).toBe(200);
  const recharged = (await (
    await fetch(`${stack.url}/swx/customer/user/recharge`, {
      method: 'POST',
      headers: {
        authorization: token,
        'content-type': 'application/json',
        virtually: 'YES',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({
        coin: 'USDT',
        network: 'TRC20',
        amount: '150',
        txHash: randomBytes(32).toString('hex'),
        last6: 'A1B2C3',
        proofFileId: uploaded.result.fileId,
      }),
    })
  ).json()) as { code: number; msg: string; result: { id: number } };
  expect(recharged.code, recharged.msg).toBe(200);
  return recharged.result.id;
}

/** The first start's administrator, from the line the server prints once. */
export function adminOf(stack: Stack): { name: string; password: string } {
  const found = /name "([^"]+)", password "([^"]+)"/.exec(stack.server.output());
  if (!found?.[1] || !found[2]) throw new Error('the server printed no first-start operator');
  return { name: found[1], password: found[2] };
}
