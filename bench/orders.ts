// Order benchmark: how many positions the real server opens per second, at what latency and at
// what CPU cost per open (server, PostgreSQL, this client), with 50 concurrent clients on many
// accounts, on the embedded PGlite and on PostgreSQL; PostgreSQL again with 200 clients; a mixed
// load (open, option buy, close, withdrawal) on PostgreSQL; smart plans subscribed and left on
// PostgreSQL; presale commitments changed on PostgreSQL; and pgbench's built-in TPC-B-like
// script on the same server with the same client count as the yardstick. Each run ends with the
// ledger's invariants checked on its database. Prints figures, asserts nothing.
// Run: npm run bench:orders (~4 min).
//
// The server runs as its own process (src/main.ts, simulated prices); this process prepares the
// database (customers, sessions, money) before the server opens it, then drives HTTP load.
//
// BENCH_ONLY=pglite,pg50,pg200,mixed,plans,presale,pgbench picks runs (default all; `postgres` is all but
// pglite); BENCH_RUN_MS shortens the measured window; BENCH_POOL_SIZE sets the server's
// PostgreSQL pool (default min(clients, 50), within max_connections); BENCH_NODE_ARGS passes
// options to the server's node (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '../packages/server/src/db/client.ts';
import { findViolations, type Violation } from '../packages/server/src/ledger/index.ts';
import { cpuBetween, cpuPerOperation, sampleCpu, type CpuSample, type CpuSpent } from './orders-cpu.ts';
import {
  driveMixed,
  driveOpens,
  drivePlans,
  drivePresale,
  type LoadPlan,
  type LoadResult,
  type WindowHooks,
} from './orders-load.ts';
import { clientConnectionsAllowed, runPgbench, StatementStats, withDatabase, type PgbenchResult } from './orders-pg.ts';
import {
  opensOf,
  printMixedRun,
  printOpensRun,
  printPgbench,
  printStatements,
  printSummary,
  printViolations,
  progress,
  titleOf,
  type RunFigures,
} from './orders-report.ts';
import {
  instrumentId,
  openPresaleRound,
  openSmartPlan,
  prepareAccounts,
  shortestOptionProduct,
  startServer,
  stopServer,
} from './orders-server.ts';

const RUN_NAMES = ['pglite', 'pg50', 'pg200', 'mixed', 'plans', 'presale', 'pgbench'] as const;
type RunName = (typeof RUN_NAMES)[number];

const CLIENTS = 50;
const MANY_CLIENTS = 200;
/** Each account holds at most OPEN_POSITIONS_MAX positions: enough accounts that none fills up. */
const ACCOUNTS = 400;
/** The most server connections a run asks of PostgreSQL, whose max_connections is 100. */
const POOL_SIZE_MAX = 50;
/** Real money for the mixed run's withdrawals (20 USDT each), the plans run's subscriptions and the presale run's commitments. */
const REAL_USDT = '100000';
const WARMUP_MS = 3_000;
const INSTRUMENT = 'BTCUSDT';

function positiveIntegerEnv(name: string): number | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return undefined;
  if (!/^[1-9]\d*$/.test(raw)) throw new Error(`${name} must be a positive whole number, got ${JSON.stringify(raw)}`);
  return Number(raw);
}

function selectedRuns(): Set<RunName> {
  const raw = process.env.BENCH_ONLY?.trim();
  if (!raw) return new Set(RUN_NAMES);
  const names = raw.split(',').map((name) => name.trim());
  const runs = new Set<RunName>();
  for (const name of names) {
    if (name === 'postgres') RUN_NAMES.filter((run) => run !== 'pglite').forEach((run) => runs.add(run));
    else if ((RUN_NAMES as readonly string[]).includes(name)) runs.add(name as RunName);
    else
      throw new Error(`BENCH_ONLY: unknown run ${JSON.stringify(name)}; runs are ${RUN_NAMES.join(',')} (or postgres)`);
  }
  return runs;
}

const RUN_MS = positiveIntegerEnv('BENCH_RUN_MS') ?? 20_000;
const POOL_SIZE_OVERRIDE = positiveIntegerEnv('BENCH_POOL_SIZE');
const runs = selectedRuns();

async function ledgerViolations(database: Database): Promise<Violation[]> {
  try {
    return await findViolations(database.db);
  } finally {
    await database.close();
  }
}

/** Window hooks that take the CPU samples, and whatever else the run does at the edges. */
function cpuWindow(serverPid: number, withPostgres: boolean, extra: Partial<WindowHooks> = {}) {
  let before: CpuSample | undefined;
  let spent: CpuSpent | undefined;
  const hooks: WindowHooks = {
    opening: async () => {
      await extra.opening?.();
      before = sampleCpu(serverPid, withPostgres);
    },
    closed: async () => {
      const after = sampleCpu(serverPid, withPostgres);
      if (before) spent = cpuBetween(before, after);
      await extra.closed?.();
    },
  };
  return {
    hooks,
    spent: (): CpuSpent => {
      if (!spent) throw new Error('the measured window never closed');
      return spent;
    },
  };
}

function figures(label: string, clients: number, load: LoadResult, spent: CpuSpent, perOpens: boolean): RunFigures {
  const operations = perOpens ? (opensOf(load)?.succeeded ?? 0) : load.calls;
  return { label, clients, load, cpu: cpuPerOperation(spent, operations), postgresProcesses: spent.postgresProcesses };
}

async function benchPglite(): Promise<RunFigures> {
  const label = 'PGlite';
  const title = titleOf({ label, clients: CLIENTS });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-bench-orders-'));
  try {
    const database = await openPglite(dataDir);
    const tokens = await prepareAccounts(database, ACCOUNTS);
    await database.close();
    progress(`${title}: ${ACCOUNTS} accounts ready`);
    const server = await startServer({ DATA_DIR: dataDir });
    const window = cpuWindow(server.pid, false);
    let load: LoadResult;
    try {
      const instrument = await instrumentId(server.url, INSTRUMENT);
      const plan = {
        url: server.url,
        tokens,
        clients: CLIENTS,
        warmupMs: WARMUP_MS,
        runMs: RUN_MS,
        instrumentId: instrument,
      };
      load = await driveOpens(plan, window.hooks);
    } finally {
      await stopServer(server.child);
    }
    const run = figures(label, CLIENTS, load, window.spent(), true);
    printOpensRun(run);
    printViolations(title, await ledgerViolations(await openPglite(dataDir)));
    return run;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What a PostgreSQL run's clients do: open positions, the mixed round, subscribe to a plan and leave it, or change a presale commitment. */
type LoadKind = 'opens' | 'mixed' | 'plans' | 'presale';
const DRIVERS = { opens: driveOpens, mixed: driveMixed, plans: drivePlans, presale: drivePresale } as const;

async function benchPostgres(label: string, clients: number, kind: LoadKind): Promise<RunFigures> {
  // Every run but the opens-only one moves real money and is counted per call of each kind.
  const perCall = kind !== 'opens';
  const title = titleOf({ label, clients });
  return withDatabase('tp_bench', async (databaseUrl) => {
    const database = await openPostgres(databaseUrl, 4);
    const tokens = await prepareAccounts(database, ACCOUNTS, perCall ? REAL_USDT : undefined);
    await database.close();
    const poolSize = POOL_SIZE_OVERRIDE ?? Math.min(clients, POOL_SIZE_MAX);
    progress(`${title}: ${ACCOUNTS} accounts ready, server pool ${poolSize} connections`);
    const stats = await StatementStats.open(databaseUrl);
    try {
      const server = await startServer({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(poolSize) });
      let statements: Awaited<ReturnType<StatementStats['top']>> = [];
      const window = cpuWindow(server.pid, true, {
        opening: async () => {
          await stats.analyze();
          await stats.reset();
        },
        closed: async () => void (statements = await stats.top()),
      });
      let load: LoadResult;
      try {
        const plan: LoadPlan = {
          url: server.url,
          tokens,
          clients,
          warmupMs: WARMUP_MS,
          runMs: RUN_MS,
          instrumentId: await instrumentId(server.url, INSTRUMENT),
          optionProduct: kind === 'mixed' ? await shortestOptionProduct(server.url) : undefined,
          smartPlan: kind === 'plans' ? await openSmartPlan(server.url) : undefined,
          presaleRound: kind === 'presale' ? await openPresaleRound(server.url) : undefined,
        };
        load = await DRIVERS[kind](plan, window.hooks);
      } finally {
        await stopServer(server.child);
      }
      const run = figures(label, clients, load, window.spent(), !perCall);
      (perCall ? printMixedRun : printOpensRun)(run);
      printStatements(title, statements);
      printViolations(title, await ledgerViolations(await openPostgres(databaseUrl, 2)));
      return run;
    } finally {
      await stats.close();
    }
  });
}

/** pgbench at 50 clients, and at 200 when PostgreSQL takes that many connections. */
async function benchPgbench(): Promise<PgbenchResult[]> {
  const results: PgbenchResult[] = [];
  const base = await runPgbench(CLIENTS, RUN_MS);
  printPgbench(base);
  results.push(base);
  if (!runs.has('pg200')) return results;
  const { maxConnections, forClients } = await clientConnectionsAllowed();
  if (MANY_CLIENTS > forClients) {
    progress(
      `pgbench at ${MANY_CLIENTS} clients not run: max_connections is ${maxConnections} ` +
        `(${forClients} for clients); pgbench is printed at ${CLIENTS} clients only`,
    );
    return results;
  }
  const many = await runPgbench(MANY_CLIENTS, RUN_MS);
  printPgbench(many);
  results.push(many);
  return results;
}

progress(
  `runs ${RUN_NAMES.filter((run) => runs.has(run)).join(',')}; ${ACCOUNTS} demo accounts, ${INSTRUMENT} 0.001 lots at 20×; ` +
    `${WARMUP_MS / 1000} s warm-up, ${RUN_MS / 1000} s measured; ${os.cpus().length} cores`,
);
const results: RunFigures[] = [];
if (runs.has('pglite')) results.push(await benchPglite());
if (runs.has('pg50')) results.push(await benchPostgres('PostgreSQL', CLIENTS, 'opens'));
if (runs.has('pg200')) results.push(await benchPostgres('PostgreSQL', MANY_CLIENTS, 'opens'));
if (runs.has('mixed')) results.push(await benchPostgres('PostgreSQL mixed', CLIENTS, 'mixed'));
if (runs.has('plans')) results.push(await benchPostgres('PostgreSQL plans', CLIENTS, 'plans'));
if (runs.has('presale')) results.push(await benchPostgres('PostgreSQL presale', CLIENTS, 'presale'));
const pgbench = runs.has('pgbench') ? await benchPgbench() : [];
printSummary(results, pgbench);
const ours = results.find((run) => run.label === 'PostgreSQL' && run.clients === CLIENTS);
const yardstick = pgbench.find((result) => result.clients === CLIENTS);
const ratio = ours && yardstick ? (opensOf(ours.load)?.perSecond ?? Number.NaN) / yardstick.tps : undefined;
progress(
  `ours ÷ pgbench at ${CLIENTS} clients: ${ratio === undefined ? 'n/a (needs pg50 and pgbench)' : ratio.toFixed(2)}`,
);
process.exit(0);
