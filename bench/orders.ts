// Order benchmark: how many positions the real server opens per second, and at what latency, with
// 50 concurrent clients on many accounts, on the embedded PGlite and on PostgreSQL; and, in the
// same run against the same PostgreSQL with the same client count, pgbench's built-in TPC-B-like
// script as the yardstick. Prints figures, asserts nothing. Run: npm run bench:orders (~2 min).
//
// The server runs as its own process (src/main.ts, simulated prices); this process prepares the
// database (customers, sessions, demo money) before the server opens it, then drives HTTP load.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashSecret, newToken } from '../packages/server/src/core/secrets.ts';
import { openPglite, openPostgres, type Database } from '../packages/server/src/db/client.ts';
import { sessions } from '../packages/server/src/db/schema.ts';
import { grantDemoFunds } from '../packages/server/src/ledger/index.ts';
import { insertUser } from '../packages/server/src/modules/auth/repo.ts';
import { newInviteCode } from '../packages/server/src/modules/auth/tokens.ts';
import { seedContentAndParams } from '../packages/server/src/modules/content/service.ts';
import { seedInstruments } from '../packages/server/src/modules/market/seed.ts';
import { freePort } from '../packages/server/test/server-process.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(repoRoot, 'packages/server');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = 50;
/** Each account holds at most OPEN_POSITIONS_MAX positions: enough accounts that none fills up. */
const ACCOUNTS = 400;
const WARMUP_MS = 3_000;
const RUN_MS = 20_000;
const ORDER = '/swx/customer/order';

const benchStarted = performance.now();
function progress(message: string): void {
  console.log(`[${((performance.now() - benchStarted) / 1000).toFixed(1).padStart(6)} s] ${message}`);
}

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Customers with a session and the demo grant, written straight into the database. */
async function prepareAccounts(database: Database, count: number): Promise<string[]> {
  await seedContentAndParams(database.db);
  await seedInstruments(database.db);
  const tokens: string[] = [];
  const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
  for (let i = 0; i < count; i++) {
    const token = newToken();
    await database.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        username: `bench${i}x${randomBytes(3).toString('hex')}`,
        inviteCode: newInviteCode(),
      });
      await tx.insert(sessions).values({ userId: user.id, tokenHash: hashSecret(token), expiresAt });
      await grantDemoFunds(tx, user.id);
    });
    tokens.push(token);
  }
  return tokens;
}

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the server under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', PRICE_SOURCE: 'simulated', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready: ${stderr}`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(undefined);
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
  children.delete(child);
}

async function instrumentId(url: string, code: string): Promise<number> {
  const answer = (await (await fetch(`${url}/swx/customer/index/listMarketByType?type=2`)).json()) as {
    result: { id: number; code: string }[];
  };
  const found = answer.result.find((item) => item.code === code);
  if (!found) throw new Error(`no ${code}`);
  return found.id;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN);
}

interface LoadResult {
  opensPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  opened: number;
  refused: Map<string, number>;
}

/** CLIENTS loops, each opening positions one after another on its own share of the accounts. */
async function drive(url: string, tokens: readonly string[], instrument: number): Promise<LoadResult> {
  const latencies: number[] = [];
  const refused = new Map<string, number>();
  let measuring = false;
  let stopping = false;
  let opened = 0;
  const client = async (index: number): Promise<void> => {
    const own = tokens.filter((_, i) => i % CLIENTS === index);
    for (let n = 0; !stopping; n++) {
      const token = own[n % own.length] ?? '';
      const started = performance.now();
      const response = await fetch(`${url}${ORDER}/openPosition`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, virtually: 'NO' },
        body: JSON.stringify({ instrumentId: instrument, side: n % 2 ? 'short' : 'long', lots: '0.001', leverage: 20 }),
      });
      const body = (await response.json()) as { code: number; msg: string };
      const elapsed = performance.now() - started;
      if (!measuring) continue;
      if (body.code === 200) {
        latencies.push(elapsed);
        opened++;
      } else {
        const key = `${response.status}/${body.code} ${body.msg}`;
        refused.set(key, (refused.get(key) ?? 0) + 1);
      }
    }
  };
  const running = Array.from({ length: CLIENTS }, (_, i) => client(i));
  await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));
  measuring = true;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, RUN_MS));
  measuring = false;
  const elapsedMs = performance.now() - started;
  stopping = true;
  await Promise.all(running);
  latencies.sort((a, b) => a - b);
  return {
    opensPerSecond: (opened * 1000) / elapsedMs,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    opened,
    refused,
  };
}

function report(label: string, result: LoadResult): void {
  progress(
    `${label}: ${result.opensPerSecond.toFixed(0)} opens/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms (${result.opened} opened in ${RUN_MS / 1000} s)`,
  );
  for (const [reason, count] of result.refused) progress(`  refused ${count}×: ${reason}`);
}

async function withDatabase<T>(name: string, run: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function benchPglite(): Promise<LoadResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-bench-orders-'));
  try {
    const database = await openPglite(dataDir);
    const tokens = await prepareAccounts(database, ACCOUNTS);
    await database.close();
    progress(`PGlite: ${ACCOUNTS} accounts ready`);
    const { url, child } = await startServer({ DATA_DIR: dataDir });
    try {
      return await drive(url, tokens, await instrumentId(url, 'BTCUSDT'));
    } finally {
      await stopServer(child);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<LoadResult> {
  return withDatabase(`tp_bench_${randomBytes(4).toString('hex')}`, async (databaseUrl) => {
    const database = await openPostgres(databaseUrl, 4);
    const tokens = await prepareAccounts(database, ACCOUNTS);
    await database.close();
    progress(`PostgreSQL: ${ACCOUNTS} accounts ready`);
    const { url, child } = await startServer({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(CLIENTS) });
    try {
      return await drive(url, tokens, await instrumentId(url, 'BTCUSDT'));
    } finally {
      await stopServer(child);
    }
  });
}

/** pgbench's built-in TPC-B-like script, same client count, same server, its own database. */
async function benchPgbench(): Promise<{ tps: number; latencyMs: number }> {
  return withDatabase(`tp_pgbench_${randomBytes(4).toString('hex')}`, async (databaseUrl) => {
    execFileSync('pgbench', ['-i', '-q', '-s', '10', databaseUrl], { stdio: 'ignore' });
    const out = execFileSync(
      'pgbench',
      ['-n', '-b', 'tpcb-like', '-c', String(CLIENTS), '-j', '2', '-T', String(RUN_MS / 1000), databaseUrl],
      { encoding: 'utf8' },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(out)?.[1];
    return { tps: Number(tps), latencyMs: Number(latency) };
  });
}

progress(`${CLIENTS} clients, ${ACCOUNTS} demo accounts, BTCUSDT 0.001 lots at 20×, ${os.cpus().length} cores`);
if (process.env.BENCH_ONLY !== 'postgres') report('PGlite', await benchPglite());
const postgres = await benchPostgres();
report('PostgreSQL', postgres);
const pgbench = await benchPgbench();
progress(`pgbench tpcb-like: ${pgbench.tps.toFixed(0)} tps, latency average ${pgbench.latencyMs.toFixed(1)} ms`);
progress(`ours ÷ pgbench: ${(postgres.opensPerSecond / pgbench.tps).toFixed(2)}`);
process.exit(0);
