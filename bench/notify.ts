// Live notification benchmark: 10,000 customers each hold their private channel while
// notifications are committed at 200 a second, each to one random customer; the figure is the
// time from the notification's write (its `createdAt`, the writing transaction's start, just
// before its commit) to its arrival at the customer's socket. On PostgreSQL the events are
// committed by a separate writer, as a job on another node would (one node; then two nodes on one
// PostgreSQL with Redis, the scaled-out set-up, each serving half the customers). PGlite has one
// process, the server's, so there the events are operators' notices through the back office, at
// the rate that process sustains. Prints figures, asserts nothing.
// Run: npm run bench:notify (about 3 minutes on 2 cores).
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { NOTIFY_SOCKET_PATH } from '@tp/contract/notifications';
import { openPglite, openPostgres, type Database } from '../packages/server/src/db/client.ts';
import { sessions, users } from '../packages/server/src/db/schema.ts';
import { hashSecret, newToken } from '../packages/server/src/core/secrets.ts';
import { ensureFirstOperator } from '../packages/server/src/modules/backoffice/operators.ts';
import { Passwords } from '../packages/server/src/core/passwords.ts';
import type { NotifyClientsLine, NotifyClientsOptions } from './notify-clients.ts';
import { withDatabase } from './orders-pg.ts';
import { sleep } from './ws-common.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const CUSTOMERS = Number(process.env.NOTIFY_CUSTOMERS ?? 10_000);
const EVENTS_PER_SECOND = 200;
const WINDOW_SECONDS = 15;
/** Requests in flight at most: past it the producer skips a beat rather than queue without bound. */
const MAX_IN_FLIGHT = 200;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RAISE_FD_LIMIT = 'ulimit -n 65535 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$@"';

interface Setup {
  name: string;
  nodes: number;
  database: 'pglite' | 'postgres';
}
const SETUPS: Setup[] = [
  { name: 'one node, PGlite', nodes: 1, database: 'pglite' },
  { name: 'one node, PostgreSQL', nodes: 1, database: 'postgres' },
  { name: 'two nodes, PostgreSQL + Redis', nodes: 2, database: 'postgres' },
];

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

function spawnNode(script: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  const node = [process.execPath, '--import', 'tsx', script, ...args];
  const child = spawn('bash', ['-c', RAISE_FD_LIMIT, 'bash', ...node], { cwd, env, stdio: 'pipe' });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Customers with live sessions, written straight into the database; and the operator who sends. */
async function seed(database: Database): Promise<{ tokens: string[]; operator: { name: string; password: string } }> {
  const tokens: string[] = [];
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  for (let start = 0; start < CUSTOMERS; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, CUSTOMERS - start) }, (_, i) => start + i);
    const made = await database.db
      .insert(users)
      .values(batch.map((n) => ({ username: `notify${n}`, email: `notify${n}@example.test`, inviteCode: `N${n}` })))
      .returning({ id: users.id });
    const rows = made.map(({ id }) => {
      const token = newToken();
      tokens.push(token);
      return { userId: id, tokenHash: hashSecret(token), expiresAt };
    });
    await database.db.insert(sessions).values(rows);
  }
  const operator = await ensureFirstOperator(database.db, { warn: () => undefined }, new Passwords());
  if (!operator) throw new Error('the fresh database already had an operator');
  return { tokens, operator };
}

async function startNode(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = spawnNode('src/main.ts', [], path.join(repoRoot, 'packages/server'), {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  for (let waited = 0; waited < 60_000; waited += 250) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    if (child.exitCode !== null) break;
    await sleep(250);
  }
  throw new Error(`the node on ${port} did not start: ${output}`);
}

async function operatorToken(base: string, operator: { name: string; password: string }): Promise<string> {
  const answer = (await (
    await fetch(`${base}/backoffice/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(operator),
    })
  ).json()) as { result: { token: string } | null; msg: string };
  if (!answer.result) throw new Error(`operator login refused: ${answer.msg}`);
  return answer.result.token;
}

type Write = (i: number, userId: number) => Promise<boolean>;

/** A notice through the back office of node i mod n: its notification commits with it. */
function noticeWriter(bases: string[], tokens: string[]): Write {
  return (i, userId) => {
    const node = i % bases.length;
    return fetch(`${bases[node]}/backoffice/api/notices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: tokens[node] ?? '' },
      body: JSON.stringify({ audience: 'customer', userId, texts: { en: { title: 'Bench', body: 'A notice.' } } }),
    })
      .then(async (response) => ((await response.json()) as { code: number }).code === 200)
      .catch(() => false);
  };
}

/** A notification committed straight into PostgreSQL, one transaction each, as a job would write it. */
function databaseWriter(pool: pg.Pool): Write {
  return (i, userId) =>
    pool
      .query(`insert into notifications (user_id, kind, payload) values ($1, 'plan_earning', $2)`, [
        userId,
        JSON.stringify({ planId: i, amount: '0.05', earned: '0.05' }),
      ])
      .then(
        () => true,
        () => false,
      );
}

/** Writes at the rate for the window, each to a random customer. */
async function produce(write: Write, customerIds: number[]) {
  const figures = { sent: 0, refused: 0, skipped: 0, inFlight: 0 };
  const total = EVENTS_PER_SECOND * WINDOW_SECONDS;
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / EVENTS_PER_SECOND;
    if (due > performance.now()) await sleep(due - performance.now());
    if (figures.inFlight >= MAX_IN_FLIGHT) {
      figures.skipped++;
      continue;
    }
    const userId = customerIds[Math.floor(Math.random() * customerIds.length)] ?? 0;
    figures.inFlight++;
    void write(i, userId).then((ok) => {
      figures.inFlight--;
      if (ok) figures.sent++;
      else figures.refused++;
    });
  }
  while (figures.inFlight > 0) await sleep(50);
  return { ...figures, seconds: (performance.now() - started) / 1000 };
}

function nextLine(child: ChildProcess): Promise<NotifyClientsLine> {
  const { stdout } = child;
  if (!stdout) throw new Error('the clients have no output');
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: stdout });
    lines.once('line', (line) => {
      lines.close();
      resolve(JSON.parse(line) as NotifyClientsLine);
    });
    child.once('exit', () => reject(new Error('the clients exited early')));
  });
}

async function run(setup: Setup, env: NodeJS.ProcessEnv, database: Database, databaseUrl: string | null) {
  const { tokens, operator } = await seed(database);
  const customerIds = (await database.db.select({ id: users.id }).from(users)).map((row) => row.id);
  await database.close();
  const ports = Array.from({ length: setup.nodes }, (_, i) => 18_500 + i);
  const nodes = [];
  for (const port of ports) nodes.push(await startNode(env, port));
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  try {
    const operatorTokens = await Promise.all(bases.map((base) => operatorToken(base, operator)));
    const options: NotifyClientsOptions = {
      customers: tokens.map((token, i) => ({
        url: `ws://127.0.0.1:${ports[i % ports.length]}${NOTIFY_SOCKET_PATH}`,
        token,
      })),
      connectConcurrency: 200,
      connectDeadlineMs: 120_000,
    };
    // Ten thousand tokens are too long for a command line: the options go through a file.
    const optionsFile = path.join(os.tmpdir(), `notify-clients-${process.pid}.json`);
    fs.writeFileSync(optionsFile, JSON.stringify(options));
    const clients = spawnNode('bench/notify-clients.ts', [optionsFile], repoRoot, process.env);
    const joined = await nextLine(clients);
    console.log(`  ${setup.name}: ${JSON.stringify(joined)}`);
    const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 8 }) : null;
    const write = pool ? databaseWriter(pool) : noticeWriter(bases, operatorTokens);
    const produced = await produce(write, customerIds);
    await pool?.end();
    await sleep(2000);
    const result = nextLine(clients);
    clients.stdin?.write('report\n');
    return { setup: setup.name, joined, produced, result: await result };
  } finally {
    for (const node of nodes) node.kill('SIGTERM');
    await sleep(1500);
  }
}

const rows = [];
for (const setup of SETUPS) {
  if (setup.database === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notify-bench-'));
    try {
      rows.push(await run(setup, { DATA_DIR: dataDir, DATABASE_URL: '' }, await openPglite(dataDir), null));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  } else {
    rows.push(
      await withDatabase('notify_bench', async (url) =>
        run(setup, { DATABASE_URL: url, REDIS_URL: setup.nodes > 1 ? REDIS_URL : '' }, await openPostgres(url, 4), url),
      ),
    );
  }
}

console.log(`\n${CUSTOMERS} customers connected; ${EVENTS_PER_SECOND} notifications a second for ${WINDOW_SECONDS} s`);
console.log('| set-up | channels joined | notifications written | pushes received | p50 ms | p99 ms | max ms |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const { setup, joined, produced, result } of rows) {
  if (joined.type !== 'joined' || result.type !== 'result') continue;
  const rate = (produced.sent / produced.seconds).toFixed(0);
  console.log(
    `| ${setup} | ${joined.joined} of ${CUSTOMERS} | ${produced.sent} (${rate}/s, ${produced.refused} refused, ` +
      `${produced.skipped} skipped) | ${result.received} (${result.dropped} dropped) | ${result.p50} | ${result.p99} | ${result.max} |`,
  );
}
process.exit(0);
