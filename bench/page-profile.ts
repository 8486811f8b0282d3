// What runs in each long task of a page's load, for a phone under a CPU slowdown: the production
// server on a fresh data directory, a signed-in customer, Chromium tracing with the JS sampler;
// prints every main-thread task over LONG_MS with its event kinds and the functions that took it.
// Run: npm run build && npm run bench:page-profile -- /profile/orders /loan
//   (PROFILE_SLOWDOWN=4, PROFILE_LONG_MS=30)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { startServerWithInbox } from '../packages/server/test/server-process.ts';
import { signUp } from '../packages/server/test/signin.ts';

const SLOWDOWN = Number(process.env.PROFILE_SLOWDOWN ?? 4);
const LONG_MS = Number(process.env.PROFILE_LONG_MS ?? 30);
/** Lighthouse's emulated phone (a Moto G Power), its user agent and screen. */
const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 Mobile Safari/537.36';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown>; name?: string };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url?: string; lineNumber: number; columnNumber: number };
  parent?: number;
}

function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const named = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!named) throw new Error('no renderer main thread in the trace');
  return { pid: named.pid, tid: named.tid };
}

/** Every JS sample of the main thread: its time (µs, trace clock) and the frame it was in. */
function samples(events: TraceEvent[], pid: number): { ts: number; frame: string }[] {
  const nodes = new Map<number, ProfileNode>();
  const out: { ts: number; frame: string }[] = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid);
  let ts = (profile?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile?.id)) {
    const data = chunk.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      const frame = nodes.get(id)?.callFrame;
      const where = frame
        ? `${frame.functionName || '(anonymous)'} ${path.basename(frame.url ?? '')}:${frame.lineNumber}`
        : '?';
      out.push({ ts, frame: where });
    });
  }
  return out;
}

function top(counts: Map<string, number>, n: number, separator: string): string {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}ms`)
    .join(separator);
}

function report(events: TraceEvent[], navStart: number): void {
  const { pid, tid } = mainThread(events);
  const js = samples(events, pid);
  const tasks = events.filter(
    (e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && (e.dur ?? 0) > LONG_MS * 1000,
  );
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const kinds = new Map<string, number>();
    for (const e of events) {
      if (e.pid !== pid || e.tid !== tid || e.ph !== 'X' || e.name === 'RunTask' || e.ts < task.ts || e.ts >= end)
        continue;
      // Nested events are summed too: the kinds overlap, and each says how long that kind ran.
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0));
    }
    const frames = new Map<string, number>();
    let previous = task.ts;
    for (const s of js) {
      if (s.ts < task.ts || s.ts >= end) continue;
      frames.set(s.frame, (frames.get(s.frame) ?? 0) + (s.ts - previous));
      previous = s.ts;
    }
    console.log(`task at ${((task.ts - navStart) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms`);
    console.log(`    events: ${top(kinds, 8, '; ')}`);
    console.log(`    js: ${top(frames, 12, '\n      ')}`);
  }
}

async function main(): Promise<void> {
  const pages = process.argv.slice(2);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-profile-'));
  const { server, inbox } = await startServerWithInbox(dataDir);
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const session = await signUp({ url: server.url, inbox });
    for (const pagePath of pages) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setUserAgent({ userAgent: PHONE_USER_AGENT });
      await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
      await page.goto(`${server.url}/favicon.svg`);
      const keys = { token: session.token, isLogin: '1', userInfo: JSON.stringify(session.user) };
      await page.evaluate(`for (const [k, v] of Object.entries(${JSON.stringify(keys)})) localStorage.setItem(k, v)`);
      await page.emulateCPUThrottling(SLOWDOWN);
      await page.tracing.start({
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
          'blink.user_timing',
          'toplevel',
        ],
      });
      await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle0' });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const trace = JSON.parse(Buffer.from((await page.tracing.stop()) ?? []).toString('utf8')) as {
        traceEvents: TraceEvent[];
      };
      const events = trace.traceEvents;
      const nav = events.find(
        (e) =>
          e.name === 'navigationStart' &&
          (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL?.includes(pagePath) === true,
      );
      console.log(`\n== ${pagePath} (${SLOWDOWN}× slowdown)`);
      report(events, nav?.ts ?? events[0]?.ts ?? 0);
      await context.close();
    }
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
    await inbox.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
