// Price fan-out benchmark: how fast our server sends the live price list to many sockets, compared
// with a bare `ws` loop, plus memory per idle socket and the home page's time to first live price.
// Prints figures, asserts nothing. Run: npm run bench:ws (about 3 to 4 minutes on 2 cores).
//
// Processes: this one only orchestrates and reads /proc. The server measured (ours: the real
// `src/main.ts`; bare: bench/ws-bare-server.ts) and the load generator (bench/ws-clients.ts, N
// clients in one process, reporting as JSON lines on stdout) each run in their own process.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Page } from 'playwright-core';
import { median, sleep, type FanoutResult, type GeneratorLine, type GeneratorOptions } from './ws-common.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(repoRoot, 'packages/server');
const SOCKET_PATH = '/websocket/message';
const CLIENT_COUNTS = [1_000, 5_000, 10_000];
const IDLE_CLIENTS = 5_000;
const INTERVAL_MS = 1000;
const WARMUP_BROADCASTS = 2;
const WINDOW_BROADCASTS = 10;
/** Handshakes in flight at once: well under the listen backlog (511), so no SYN is dropped and retried. */
const CONNECT_CONCURRENCY = 200;
const CONNECT_DEADLINE_MS = 60_000;
/** Descriptors a process needs besides one per socket (modules, pipes, PGlite files, epoll). */
const FD_MARGIN = 1024;
const BROWSER_VISITS = 3;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The whole run stops itself after this, killing every child. */
const DEADLINE_MS = 6 * 60_000 - 10_000;

const benchStarted = performance.now();
function progress(message: string): void {
  const seconds = ((performance.now() - benchStarted) / 1000).toFixed(1).padStart(6);
  console.log(`[${seconds} s] ${message}`);
}

// ---------------------------------------------------------------------------------------------
// Children: every process started is tracked, so that any exit path kills it.

const children = new Set<ChildProcess>();

function killAll(): void {
  for (const child of children) child.kill('SIGKILL');
}
process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
}

/**
 * Node cannot raise its own descriptor limit, so when the soft limit is low each child goes
 * through bash, which raises it (to 65535, or at least to the hard limit) and then execs node:
 * same pid, so /proc/<pid> is still the node process.
 */
const RAISE_FD_LIMIT = 'ulimit -n 65535 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$@"';
let wrapInBash = false;

function spawnNode(script: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  const nodeArgs = ['--import', 'tsx', script, ...args];
  const child = wrapInBash
    ? spawn('bash', ['-c', RAISE_FD_LIMIT, 'bash', process.execPath, ...nodeArgs], { cwd, env, stdio: 'pipe' })
    : spawn(process.execPath, nodeArgs, { cwd, env, stdio: 'pipe' });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** SIGTERM (our server shuts down cleanly on it), then SIGKILL if it is still there after 5 s. */
async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  if (!(await exited(child, 5000))) {
    child.kill('SIGKILL');
    await exited(child, 2000);
  }
}

/** The last few kilobytes a child wrote, for error messages. */
function tail(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: Buffer): void => {
    text = (text + chunk.toString()).slice(-4000);
  };
  child.stderr?.on('data', keep);
  return () => text;
}

// ---------------------------------------------------------------------------------------------
// /proc readers: the processes measured are read from outside, never asked.

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux

function rssKb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? Number.NaN);
}

function fdCount(pid: number): number {
  return fs.readdirSync(`/proc/${pid}/fd`).length;
}

/** User + system CPU time of a process, in milliseconds. */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

function softFdLimit(pid: number | 'self'): number {
  const match = /Max open files\s+(\d+|unlimited)/.exec(fs.readFileSync(`/proc/${pid}/limits`, 'utf8'));
  return match?.[1] === 'unlimited' ? Number.POSITIVE_INFINITY : Number(match?.[1] ?? 0);
}

/**
 * RSS moves on its own: our server's falls by 30 to 90 MB at a time in its first minute, as V8
 * hands heap back. Waits until three readings a second apart agree within 2 MB (at most
 * `timeoutMs`), and says whether they did.
 */
async function settledRssKb(pid: number, timeoutMs: number): Promise<{ kb: number; settled: boolean }> {
  const readings = [rssKb(pid)];
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    await sleep(1000);
    readings.push(rssKb(pid));
    const last = readings.slice(-3);
    if (last.length === 3 && Math.max(...last) - Math.min(...last) <= 2048) return { kb: median(last), settled: true };
  }
  return { kb: readings.at(-1) ?? Number.NaN, settled: false };
}

/** After a run, waits until the server has closed the sockets (bounded), so runs do not overlap. */
async function waitForFds(pid: number, atMost: number, timeoutMs: number): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (fdCount(pid) > atMost && performance.now() < deadline) await sleep(200);
  return fdCount(pid);
}

// ---------------------------------------------------------------------------------------------
// The two servers measured.

interface Target {
  name: 'ours' | 'bare';
  child: ChildProcess;
  pid: number;
  httpUrl: string;
  wsUrl: string;
  output: () => string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function targetOf(name: Target['name'], child: ChildProcess, port: number, output: () => string): Target {
  if (child.pid === undefined) throw new Error(`${name} server did not start`);
  return {
    name,
    child,
    pid: child.pid,
    httpUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}${SOCKET_PATH}`,
    output,
  };
}

/** The real server, as `npm start` runs it, on an empty data directory (embedded PGlite). */
async function startOurServer(dataDir: string): Promise<Target> {
  const port = await freePort();
  const child = spawnNode('src/main.ts', [], serverDir, {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
    REDIS_URL: '',
    BROADCAST_INTERVAL_MS: String(INTERVAL_MS),
    TICK_INTERVAL_MS: String(INTERVAL_MS),
    LOG_LEVEL: 'warn',
  });
  // At warn level the "ready" line is not logged: readiness is the health route answering.
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const errors = tail(child);
  const target = targetOf('ours', child, port, () => output + errors());
  // Start is ~6 s on an idle machine (migrations and seed on the empty PGlite), much more when busy.
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${target.httpUrl}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return target;
    await sleep(200);
  }
  throw new Error(`our server did not become ready:\n${target.output()}`);
}

async function startBareServer(): Promise<{ target: Target; payloadBytes: number }> {
  const port = await freePort();
  const child = spawnNode('bench/ws-bare-server.ts', [String(port)], repoRoot, process.env);
  const errors = tail(child);
  const ready = await firstLine<{ type: string; payloadBytes: number }>(child, 20_000);
  if (ready?.type !== 'ready') throw new Error(`bare server did not start:\n${errors()}`);
  return { target: targetOf('bare', child, port, errors), payloadBytes: ready.payloadBytes };
}

function firstLine<T>(child: ChildProcess, timeoutMs: number): Promise<T | null> {
  return new Promise((resolve) => {
    if (!child.stdout) {
      resolve(null);
      return;
    }
    const lines = createInterface({ input: child.stdout });
    const timer = setTimeout(() => resolve(null), timeoutMs);
    lines.once('line', (line) => {
      clearTimeout(timer);
      lines.close();
      resolve(JSON.parse(line) as T);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The load generator: its JSON lines, awaited one type at a time, each wait bounded.

class Generator {
  readonly child: ChildProcess;
  private readonly lines: GeneratorLine[] = [];
  private wake: (() => void) | null = null;
  private readonly errors: () => string;

  constructor(options: GeneratorOptions, label: string) {
    this.child = spawnNode('bench/ws-clients.ts', [JSON.stringify(options)], repoRoot, process.env);
    this.errors = tail(this.child);
    if (!this.child.stdout) throw new Error('generator has no stdout');
    createInterface({ input: this.child.stdout }).on('line', (text) => {
      const line = JSON.parse(text) as GeneratorLine;
      if (line.type === 'progress') progress(`  ${label}: ${line.message}`);
      else this.lines.push(line);
      this.wake?.();
    });
    this.child.once('exit', () => this.wake?.());
  }

  get pid(): number {
    return this.child.pid ?? 0;
  }

  async next<T extends GeneratorLine['type']>(
    type: T,
    timeoutMs: number,
  ): Promise<Extract<GeneratorLine, { type: T }>> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const index = this.lines.findIndex((line) => line.type === type);
      if (index >= 0) return this.lines.splice(index, 1)[0] as Extract<GeneratorLine, { type: T }>;
      const left = deadline - performance.now();
      if (left <= 0 || this.child.exitCode !== null) {
        throw new Error(`generator: no "${type}" line (exit ${this.child.exitCode}):\n${this.errors()}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 1000));
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  tell(command: string): void {
    this.child.stdin?.write(`${command}\n`);
  }
}

function generatorOptions(target: Target, clients: number, mode: GeneratorOptions['mode']): GeneratorOptions {
  return {
    url: target.wsUrl,
    clients,
    mode,
    connectConcurrency: CONNECT_CONCURRENCY,
    connectDeadlineMs: CONNECT_DEADLINE_MS,
    intervalMs: INTERVAL_MS,
    warmupBroadcasts: WARMUP_BROADCASTS,
    windowBroadcasts: WINDOW_BROADCASTS,
    maxHoldMs: 60_000,
  };
}

// ---------------------------------------------------------------------------------------------
// Measurements.

interface RunFigures {
  result: FanoutResult;
  connectMs: number;
  connectFailed: number;
  serverFds: number;
  /** The server's RSS at the end of the recording. */
  serverRssKb: number;
  /** CPU the server process used per second of the recording (1 broadcast per second). */
  serverCpuMsPerSec: number;
}

/** One fan-out run: N clients connect, a warm-up and a window of broadcasts are recorded, all close. */
async function fanout(target: Target, clients: number, baseFds: number): Promise<RunFigures> {
  progress(`${target.name} N=${clients}: connecting (${CONNECT_CONCURRENCY} handshakes in flight)`);
  const generator = new Generator(generatorOptions(target, clients, 'fanout'), `${target.name} N=${clients}`);
  try {
    const { summary } = await generator.next('connected', CONNECT_DEADLINE_MS + 20_000);
    const serverFds = fdCount(target.pid);
    progress(
      `${target.name} N=${clients}: ${summary.connected} connected in ${summary.ms} ms` +
        `${summary.failed ? `, ${summary.failed} failed (${summary.firstError ?? '?'})` : ''}; server holds ${serverFds} fds`,
    );
    const { durationMs } = await generator.next('recording', 10_000);
    const cpuBefore = cpuMs(target.pid);
    const recordStarted = performance.now();
    progress(`${target.name} N=${clients}: recording ${(durationMs / 1000).toFixed(1)} s`);
    const { result } = await generator.next('result', durationMs + 30_000);
    const serverCpuMsPerSec = (cpuMs(target.pid) - cpuBefore) / ((performance.now() - recordStarted) / 1000);
    const serverRssKb = rssKb(target.pid);
    await generator.next('closed', 10_000);
    await exited(generator.child, 10_000);
    await waitForFds(target.pid, baseFds + 50, 20_000);
    const figures = {
      result,
      connectMs: summary.ms,
      connectFailed: summary.failed,
      serverFds,
      serverRssKb,
      serverCpuMsPerSec,
    };
    progress(`${target.name} N=${clients}: ${describe(figures)}`);
    return figures;
  } finally {
    await stop(generator.child);
  }
}

function describe({ result: r, serverCpuMsPerSec }: RunFigures): string {
  return (
    `${r.messages}/${r.expected} msgs in ${r.windowBroadcasts} broadcasts, spread p50 ${ms(r.spreadP50)} p99 ${ms(r.spreadP99)}` +
    ` max ${ms(r.spreadMax)} ms, dropped ${r.dropped}, server CPU ${serverCpuMsPerSec.toFixed(0)} ms/s` +
    (r.overlapped ? ' (broadcasts overlapped)' : '')
  );
}

interface IdleFigures {
  name: Target['name'];
  clients: number;
  /** The server's own CPU per second with no client: for ours the price ticks, no broadcast. */
  cpuMsPerSecIdle: number;
  connected: number;
  rssBeforeKb: number;
  rssAfterKb: number;
  /** Whether both RSS readings were steady (see settledRssKb). */
  settled: boolean;
  fdsBefore: number;
  fdsAfter: number;
  generatorRssKb: number;
}

/** Server RSS and descriptors before and after N clients connect and sit idle (they still receive the 1 s broadcasts). */
async function idleMemory(target: Target): Promise<IdleFigures> {
  const label = `${target.name} idle`;
  const cpuBefore = cpuMs(target.pid);
  const measuredFrom = performance.now();
  const before = await settledRssKb(target.pid, 15_000);
  const cpuMsPerSecIdle = (cpuMs(target.pid) - cpuBefore) / ((performance.now() - measuredFrom) / 1000);
  const fdsBefore = fdCount(target.pid);
  progress(
    `${label}: RSS ${mb(before.kb)} MB${before.settled ? '' : ' (not steady)'}, ${fdsBefore} fds; connecting ${IDLE_CLIENTS} idle clients`,
  );
  const generator = new Generator(generatorOptions(target, IDLE_CLIENTS, 'idle'), label);
  try {
    const { summary } = await generator.next('connected', CONNECT_DEADLINE_MS + 20_000);
    await sleep(1000); // a broadcast has gone out: each socket's send path has been used
    const after = await settledRssKb(target.pid, 15_000);
    const figures = {
      name: target.name,
      clients: IDLE_CLIENTS,
      cpuMsPerSecIdle,
      connected: summary.connected,
      rssBeforeKb: before.kb,
      rssAfterKb: after.kb,
      settled: before.settled && after.settled,
      fdsBefore,
      fdsAfter: fdCount(target.pid),
      generatorRssKb: rssKb(generator.pid),
    };
    generator.tell('close');
    await generator.next('closed', 10_000);
    await exited(generator.child, 10_000);
    await waitForFds(target.pid, fdsBefore + 50, 20_000);
    progress(
      `${label}: ${summary.connected} connected, RSS ${mb(after.kb)} MB${after.settled ? '' : ' (not steady)'}, ${figures.fdsAfter} fds`,
    );
    return figures;
  } finally {
    await stop(generator.child);
  }
}

interface VisitFigures {
  socketMs: number;
  firstFrameMs: number;
}

/** One visit of `/` in a fresh context: from navigation start to the socket's creation and to its first frame received. */
async function visitHome(page: Page, url: string): Promise<VisitFigures> {
  let socketMs = Number.NaN;
  let started = 0;
  const firstFrame = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no live price frame within 15 s')), 15_000);
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname !== SOCKET_PATH) return;
      socketMs = performance.now() - started;
      socket.once('framereceived', () => {
        clearTimeout(timer);
        resolve(performance.now() - started);
      });
    });
  });
  started = performance.now();
  await page.goto(url, { waitUntil: 'commit', timeout: 15_000 });
  const firstFrameMs = await firstFrame; // before reading socketMs, which the socket event sets meanwhile
  return { socketMs, firstFrameMs };
}

async function timeToFirstPrice(url: string): Promise<VisitFigures[] | string> {
  if (!fs.existsSync(path.join(repoRoot, 'packages/web/dist/index.html'))) return 'skipped: run `npm run build` first';
  if (!fs.existsSync(CHROMIUM_PATH)) return `skipped: no Chromium at ${CHROMIUM_PATH}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    timeout: 30_000,
  });
  try {
    const visits: VisitFigures[] = [];
    for (let i = 0; i < BROWSER_VISITS; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        const visit = await visitHome(await context.newPage(), `${url}/`);
        progress(
          `browser visit ${i + 1}: socket created ${ms(visit.socketMs)} ms, first frame ${ms(visit.firstFrameMs)} ms`,
        );
        visits.push(visit);
      } finally {
        await context.close();
      }
    }
    return visits;
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Report.

const ms = (value: number): string => (Number.isFinite(value) ? value.toFixed(1) : '-');
const mb = (kb: number): string => (kb / 1024).toFixed(0);
const int = (value: number): string => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '-');

function row(cells: string[], widths: number[]): string {
  return `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((cells) => (cells[i] ?? '').length)));
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [row(header, widths), rule, ...rows.map((cells) => row(cells, widths))].join('\n');
}

function printFanout(ours: Map<number, RunFigures>, bare: Map<number, RunFigures>): void {
  console.log(
    '\nFan-out, 1 broadcast per second. Latency = SPREAD AFTER THE FIRST DELIVERY: per broadcast, each client' +
      "'s\nreceive time minus the earliest receive time of that broadcast (the time to serve everyone after the" +
      '\nfirst client). p50/p99 over every client and every broadcast of the window' +
      ` (${WINDOW_BROADCASTS} broadcasts after ${WARMUP_BROADCASTS} of warm-up).\n`,
  );
  const rows = CLIENT_COUNTS.map((clients) => {
    const o = ours.get(clients)?.result;
    const b = bare.get(clients)?.result;
    const ratio = o && b ? o.spreadP99 / b.spreadP99 : Number.NaN;
    return [
      int(clients),
      o ? int(o.msgsPerSec) : 'skipped',
      o ? `${ms(o.spreadP50)} / ${ms(o.spreadP99)}${o.overlapped ? ' *' : ''}` : '-',
      b ? int(b.msgsPerSec) : 'skipped',
      b ? `${ms(b.spreadP50)} / ${ms(b.spreadP99)}${b.overlapped ? ' *' : ''}` : '-',
      Number.isFinite(ratio) ? ratio.toFixed(2) : '-',
      `${o ? o.dropped + o.missing : '-'} / ${b ? b.dropped + b.missing : '-'}`,
    ];
  });
  console.log(
    table(
      [
        'N',
        'ours msgs/s',
        'ours p50 / p99 ms',
        'bare msgs/s',
        'bare p50 / p99 ms',
        'ratio ours/bare (p99 spread, lower is better)',
        'dropped+missing ours / bare',
      ],
      rows,
    ),
  );
  console.log(
    '\n* broadcasts overlapped: some client got the next broadcast before the last client got the previous one,' +
      '\n  within 0.3 s of it: the spread came close to the 1 s interval and the server is barely keeping up. Receipts' +
      '\n  are then told apart by client, not by time, and spreads near or past 1 s are approximate.' +
      '\nThe clients all run in one process on the same 2 cores: its receive work (clients CPU below) is part of' +
      '\nthe spread, for both servers alike.',
  );
  console.log(
    '\nDetails. serve-all = first to last client of one broadcast (median / worst). vs schedule = receive time' +
      "\nminus a fixed 1000 ms schedule aligned on the first delivery of the window's first broadcast (timer" +
      '\njitter + spread). CPU = ms of CPU per second of recording, i.e. per broadcast (server includes its ticks).\n',
  );
  const details: string[][] = [];
  for (const [name, runs] of [
    ['ours', ours],
    ['bare', bare],
  ] as const) {
    for (const clients of CLIENT_COUNTS) {
      const run = runs.get(clients);
      if (!run) continue;
      const r = run.result;
      details.push([
        name,
        int(clients),
        `${ms(r.serveAllP50)} / ${ms(r.serveAllMax)}`,
        `${ms(r.scheduleP50)} / ${ms(r.scheduleP99)}`,
        ms(r.spreadMax),
        run.serverCpuMsPerSec.toFixed(0),
        r.generatorCpuMsPerSec.toFixed(0),
        `${run.connectMs} ms${run.connectFailed ? `, ${run.connectFailed} failed` : ''}`,
        int(run.serverFds),
        mb(run.serverRssKb),
        `${int(r.messages)} / ${int(r.expected)}${r.overlapped ? ' overlapped' : ''}`,
        `${r.payloadBytes} B, ${r.payloadItems} items`,
      ]);
    }
  }
  console.log(
    table(
      [
        'server',
        'N',
        'serve-all ms',
        'vs schedule p50 / p99 ms',
        'spread max ms',
        'server CPU ms/s',
        'clients CPU ms/s',
        'connect',
        'server fds',
        'server RSS MB',
        'msgs / expected',
        'payload',
      ],
      details,
    ),
  );
}

function printIdle(ours: IdleFigures, bare: IdleFigures | null, fdLimit: number): void {
  const largest = Math.max(...CLIENT_COUNTS);
  console.log(
    `\nMemory per idle connection: server RSS before and after ${int(IDLE_CLIENTS)} clients connect (idle, but receiving` +
      "\nthe 1 s broadcast), difference / N. Rough either way: our server's RSS (0.5 to 0.9 GB) moves by tens of MB" +
      "\non its own as V8 hands heap back, about as much as 5,000 sockets add; the bare server's difference also" +
      '\nholds the garbage of its per-client JSON.stringify (about 4 KB per client per broadcast).\n',
  );
  const rows = [ours, bare].flatMap((idle) => {
    if (!idle) return [];
    const perConnectionKb = (idle.rssAfterKb - idle.rssBeforeKb) / idle.connected;
    return [
      [
        idle.name,
        int(idle.connected),
        `${mb(idle.rssBeforeKb)} -> ${mb(idle.rssAfterKb)}${idle.settled ? '' : ' (not steady)'}`,
        perConnectionKb.toFixed(1),
        `${idle.fdsBefore} -> ${idle.fdsAfter} (${((idle.fdsAfter - idle.fdsBefore) / idle.connected).toFixed(2)} each)`,
        mb(idle.generatorRssKb),
      ],
    ];
  });
  console.log(table(['server', 'clients', 'RSS MB', 'KB per connection', 'fds', 'clients process RSS MB'], rows));
  console.log(
    `\nFile descriptors: one per connection. N=${int(largest)} needs about ${int(largest + ours.fdsBefore)} in our server` +
      ` and as many in the clients process; soft limit of the children here: ${Number.isFinite(fdLimit) ? int(fdLimit) : 'unlimited'}.` +
      `\nOur server's CPU with no client (price ticks only, no broadcast): ${ours.cpuMsPerSecIdle < 5 ? 'under 5' : ours.cpuMsPerSecIdle.toFixed(0)} ms/s` +
      ' (read in 10 ms clock ticks).',
  );
}

function printBrowser(visits: VisitFigures[] | string): void {
  if (typeof visits === 'string') {
    console.log(`\nHome page time to first live price: ${visits}`);
    return;
  }
  const frames = visits.map((visit) => visit.firstFrameMs);
  console.log(
    `\nHome page time to first live price (Chromium, 1440x900, fresh context each, server without other clients):` +
      `\nnavigation start -> first frame on ${SOCKET_PATH}: median ${ms(median(frames))} ms` +
      ` (visits: ${frames.map(ms).join(', ')} ms); socket created at median ${ms(median(visits.map((v) => v.socketMs)))} ms,` +
      ` socket created -> first frame median ${ms(median(visits.map((v) => v.firstFrameMs - v.socketMs)))} ms.` +
      `\nThe server sends the last list as soon as a socket connects, so the first frame does not wait for a broadcast.`,
  );
}

// ---------------------------------------------------------------------------------------------

async function measureOurs(dataDir: string): Promise<{
  runs: Map<number, RunFigures>;
  idle: IdleFigures;
  fdLimit: number;
  visits: VisitFigures[] | string;
  log: string;
}> {
  progress('starting our server (fresh PGlite data directory)');
  const ours = await startOurServer(dataDir);
  try {
    const fdLimit = softFdLimit(ours.pid);
    progress(`our server ready (pid ${ours.pid}); its soft fd limit is ${fdLimit}`);
    const idle = await idleMemory(ours);
    const runs = new Map<number, RunFigures>();
    const baseFds = idle.fdsBefore;
    for (const clients of CLIENT_COUNTS) {
      if (clients + FD_MARGIN > fdLimit) {
        progress(`ours N=${clients}: skipped, needs ${clients + FD_MARGIN} fds, limit ${fdLimit}`);
        continue;
      }
      runs.set(clients, await fanout(ours, clients, baseFds));
    }
    progress('home page time to first live price');
    const visits = await timeToFirstPrice(ours.httpUrl).catch((err: unknown) => `failed: ${String(err)}`);
    return { runs, idle, fdLimit, visits, log: ours.output() };
  } finally {
    await stop(ours.child);
  }
}

async function measureBare(fdLimit: number): Promise<{ runs: Map<number, RunFigures>; idle: IdleFigures | null }> {
  progress('starting the bare ws server');
  const { target: bare, payloadBytes } = await startBareServer();
  try {
    progress(`bare server ready (pid ${bare.pid}, payload ${payloadBytes} B)`);
    const idle = await idleMemory(bare);
    const runs = new Map<number, RunFigures>();
    for (const clients of CLIENT_COUNTS) {
      if (clients + FD_MARGIN > fdLimit) continue;
      runs.set(clients, await fanout(bare, clients, idle.fdsBefore));
    }
    return { runs, idle };
  } finally {
    await stop(bare.child);
  }
}

/**
 * Other work on the machine shares its 2 cores with the processes measured: say so when there is
 * some. Only meaningful before the bench starts its own processes, which count in the load too.
 */
function loadNote(atStart: boolean): string {
  const [oneMinute = 0] = os.loadavg();
  const cores = os.cpus().length;
  if (!atStart) return `load average ${oneMinute.toFixed(2)} (this bench's own processes included)`;
  const busy =
    oneMinute > cores / 2 ? ' (BUSY before starting: other work shares the cores, figures are less reliable)' : '';
  return `load average ${oneMinute.toFixed(2)} on ${cores} cores${busy}`;
}

async function main(): Promise<void> {
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${DEADLINE_MS / 1000} s; killing every child`);
    killAll();
    process.exit(1);
  }, DEADLINE_MS);
  watchdog.unref();

  const ownLimit = softFdLimit('self');
  wrapInBash = ownLimit < 25_000;
  progress(
    `soft fd limit ${ownLimit}${wrapInBash ? ': children start through bash `ulimit -n` to raise it where allowed' : ''};` +
      ` Node ${process.version}; ${loadNote(true)}`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ws-'));
  try {
    const ours = await measureOurs(dataDir);
    const bare = await measureBare(ours.fdLimit);
    progress(`done; ${loadNote(false)}`);
    printFanout(ours.runs, bare.runs);
    printIdle(ours.idle, bare.idle, ours.fdLimit);
    printBrowser(ours.visits);
    const log = ours.log.trim();
    if (log) console.log(`\nOur server wrote (warn and above, last 4 KB):\n${log}`);
  } finally {
    killAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    killAll();
    process.exit(1);
  },
);
