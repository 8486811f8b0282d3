// Lighthouse on the built app, mobile and desktop presets, median of BENCH_RUNS runs (default 3)
// per page: the production server as its own process on a fresh data directory, the system
// Chromium with a fresh profile for every run (a first visit: empty cache, no stored state; the
// signed-in pages get only the session's keys). Prints a Markdown table; its CPU index is
// Lighthouse's measure of the machine's speed in that run (this machine's varies from day to day,
// and the simulated phone's blocking time with it).
// Run: npm run build && npm run bench:lighthouse   (BENCH_ONLY=mobile|desktop, BENCH_PAGES=/,/market,
// BENCH_RUNS=3, BENCH_SAVE=DIR keeps each median report as JSON, BENCH_CPU_SLOWDOWN=2.6 sets the
// phone's CPU slowdown where the host's index calls for another than the preset's 4×: see lighthouse-cpu.ts)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { calibratedSlowdown, phoneSlowdown } from './lighthouse-cpu.ts';
import { startServerWithInbox } from '../packages/server/test/server-process.ts';
import { signUp, type SignedUp } from '../packages/server/test/signin.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PHONE_SLOWDOWN = phoneSlowdown();
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

interface PageToMeasure {
  path: string;
  signedIn: boolean;
}

const PAGES: PageToMeasure[] = [
  { path: '/', signedIn: false },
  { path: '/market', signedIn: false },
  { path: '/pass/login', signedIn: false },
  { path: '/profile/balance', signedIn: true },
  { path: '/profile/orders', signedIn: true },
  // Each area's main page.
  { path: '/trading', signedIn: false },
  { path: '/presale', signedIn: false },
  { path: '/nfts', signedIn: false },
  { path: '/loan', signedIn: true },
  { path: '/profile/verification', signedIn: true },
  { path: '/profile/invite', signedIn: true },
  { path: '/profile/notification', signedIn: true },
  { path: '/service.html', signedIn: true },
];
const PRESETS = ['mobile', 'desktop'] as const;
type Preset = (typeof PRESETS)[number];

/** The keys the app reads at start-up to be signed in (packages/web/src/lib/storage.ts). */
async function storeSession(port: number, origin: string, session: SignedUp): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  // A file the server answers quickly and that runs no app code: only its origin matters.
  await page.goto(`${origin}/favicon.svg`);
  const keys = { token: session.token, isLogin: '1', userInfo: JSON.stringify(session.user) };
  // A string: this project's bench code is typed without the DOM.
  await page.evaluate(
    `for (const [key, value] of Object.entries(${JSON.stringify(keys)})) localStorage.setItem(key, value)`,
  );
  await page.close();
  await browser.disconnect();
}

/** One run; null when Lighthouse could not record the load (it happens now and then: NO_NAVSTART). */
async function runOnce(url: string, preset: Preset, session: SignedUp | null): Promise<Result | null> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (session) await storeSession(chrome.port, new URL(url).origin, session);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
      // The fresh profile is the reset; keeping storage keeps the session written above.
      disableStorageReset: true,
    };
    if (preset === 'mobile' && PHONE_SLOWDOWN !== undefined) {
      flags.throttling = { cpuSlowdownMultiplier: PHONE_SLOWDOWN };
    }
    const runner = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!runner) throw new Error(`no Lighthouse result for ${url}`);
    const { runtimeError, runWarnings } = runner.lhr;
    if (runtimeError) {
      console.error(`${url} (${preset}): ${runtimeError.code}, run again`);
      return null;
    }
    if (runWarnings.length > 0) console.error(`${url} (${preset}): ${runWarnings.join('; ')}`);
    return runner.lhr;
  } finally {
    chrome.kill();
  }
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** The run of the median performance score (the middle one of three). */
function medianRun(runs: Result[]): Result {
  const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no run to take the median of');
  return middle;
}

/**
 * RUNS runs with a first paint recorded; a run whose trace missed it or failed (it happens on a
 * loaded machine) is done again, up to RUNS more times.
 */
async function validRuns(url: string, preset: Preset, session: SignedUp | null): Promise<Result[]> {
  const runs: Result[] = [];
  for (let attempt = 0; runs.length < RUNS && attempt < 2 * RUNS; attempt++) {
    const run = await runOnce(url, preset, session);
    if (run && Number.isFinite(numeric(run, 'first-contentful-paint'))) runs.push(run);
  }
  if (runs.length < RUNS) throw new Error(`${url} (${preset}): only ${runs.length} of ${RUNS} runs recorded a paint`);
  return runs;
}

/** Bytes of script that travelled (compressed as served), from the network requests audit. */
function scriptKiB(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details as
    { items: { resourceType?: string; transferSize?: number }[] } | undefined;
  const bytes = (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return bytes / 1024;
}

function row(page: PageToMeasure, preset: Preset, lhr: Result, runs: Result[]): string {
  const lcpSeconds = (numeric(lhr, 'largest-contentful-paint') / 1000).toFixed(2);
  const cls = numeric(lhr, 'cumulative-layout-shift').toFixed(3);
  const tbt = Math.round(numeric(lhr, 'total-blocking-time'));
  const performances = runs.map((run) => score(run, 'performance')).join('/');
  const lcpElement = (lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined)
    ?.items;
  const lcpNode = JSON.stringify(lcpElement ?? []).match(/"nodeLabel":"([^"]{0,40})/)?.[1] ?? '';
  return [
    `\`${page.path}\`${page.signedIn ? ' (signed in)' : ''}`,
    preset,
    `${score(lhr, 'performance')} (${performances})`,
    `${lcpSeconds} s`,
    cls,
    `${tbt} ms`,
    score(lhr, 'accessibility'),
    score(lhr, 'seo'),
    `${scriptKiB(lhr).toFixed(0)} KiB`,
    lcpNode.replace(/\|/g, '/'),
    Math.round(lhr.environment.benchmarkIndex),
    `${lhr.configSettings.throttling.cpuSlowdownMultiplier}× (${calibratedSlowdown(lhr.environment.benchmarkIndex).toFixed(1)}×)`,
  ].join(' | ');
}

/**
 * Each page asked for once as each device, as a server in service is all the time: the pages
 * painted with data start their render threads at the first request, and are sent loading until then.
 */
async function warmUp(url: string, pages: PageToMeasure[]): Promise<void> {
  for (const userAgent of ['Mozilla/5.0 (X11; Linux x86_64)', 'Mozilla/5.0 (iPhone)']) {
    for (const page of pages)
      await (await fetch(`${url}${page.path}`, { headers: { 'user-agent': userAgent } })).text();
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}

/** With BENCH_SAVE=DIR, the median run's full report, to read what delays a page. */
function saveReport(dir: string, page: PageToMeasure, preset: Preset, lhr: Result): void {
  fs.mkdirSync(dir, { recursive: true });
  const name = `${page.path.replace(/\W+/g, '_') || 'home'}-${preset}.json`;
  fs.writeFileSync(path.join(dir, name), JSON.stringify(lhr));
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  const presets = PRESETS.filter((preset) => !only || only === preset);
  const pagePaths = process.env.BENCH_PAGES?.split(',');
  const pages = PAGES.filter((page) => !pagePaths || pagePaths.includes(page.path));
  const saveDir = process.env.BENCH_SAVE;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-lighthouse-'));
  const { server, inbox } = await startServerWithInbox(dataDir);
  try {
    const session = await signUp({ url: server.url, inbox });
    await warmUp(server.url, pages);
    console.log(`Lighthouse ${RUNS} runs per page, median run shown (performance of each run in brackets)\n`);
    console.log(
      '| page | preset | performance | LCP | CLS | TBT | accessibility | SEO | JS transferred | LCP element | CPU index | CPU slowdown (calibrated) |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const preset of presets) {
      for (const page of pages) {
        const runs = await validRuns(`${server.url}${page.path}`, preset, page.signedIn ? session : null);
        const median = medianRun(runs);
        console.log(`| ${row(page, preset, median, runs)} |`);
        if (saveDir) saveReport(saveDir, page, preset, median);
      }
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await inbox.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
