import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../packages/server/test/server-process.ts';
import { collectErrors, launchBrowser, viewports } from './browser.ts';

describe('the served web app', () => {
  let server: ServerProcess;
  let browser: Browser;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-e2e-'));
    server = await startServerProcess({ DATA_DIR: dataDir });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('announces, for every route and language, only files the server has, each kept a year', async () => {
    const routes = ['/', '/market', '/pass/login', '/profile/balance', '/profile/orders', '/help/faq', '/loan'];
    const announced = new Set<string>();
    for (const route of routes) {
      for (const language of ['en', 'ar', 'zh']) {
        const html = await (await fetch(`${server.url}${route}`, { headers: { cookie: `lang=${language}` } })).text();
        for (const match of html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)"/g)) {
          announced.add(match[1] ?? '');
        }
      }
    }
    expect(announced.size).toBeGreaterThan(30);
    for (const file of announced) {
      const answer = await fetch(`${server.url}${file}`, { headers: { 'accept-encoding': 'br' } });
      expect({ file, status: answer.status }).toEqual({ file, status: 200 });
      expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(0);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('loads the desktop home page with its stat boxes from server parameters, without errors', async () => {
    const context = await browser.newContext(viewports.desktop);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Trade global markets with clarity' }).waitFor();
    expect(await page.getByTestId('stat-statUsers').textContent()).toBe('1.2M');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads the mobile home page behind the onboarding board, without errors', async () => {
    const context = await browser.newContext(viewports.mobile);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.getByRole('dialog', { name: 'Welcome to Trade Platform' }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Market' }).waitFor({ state: 'attached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the support page with the requested language', async () => {
    const context = await browser.newContext(viewports.desktop);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/service.html?language=zh`, { waitUntil: 'networkidle' });
    await page.getByText('在线客服').first().waitFor();
    // The operators' support text sits folded below the chat: opening it shows it in Chinese.
    await page.getByText('关于客服', { exact: true }).click();
    await page.locator('.content h2').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
