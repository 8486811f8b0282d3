// The order benchmark's PostgreSQL side: a throwaway database per run, pg_stat_statements over
// the measured window of that database only, and pgbench's TPC-B-like script as the yardstick.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TOP_STATEMENTS = 10;
const QUERY_TEXT_CHARS = 100;

/** Runs `run` against a new database named `<prefix>_<random>`, dropped afterwards whatever happens. */
export async function withDatabase<T>(prefix: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    // A plain drop waits a few seconds for connections that are still closing; force only what stays.
    await admin
      .query(`drop database if exists ${name}`)
      .catch(() => admin.query(`drop database if exists ${name} with (force)`));
    await admin.end();
  }
}

/** How many clients PostgreSQL takes besides the connections kept for superusers. */
export async function clientConnectionsAllowed(): Promise<{ maxConnections: number; forClients: number }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ max: string; reserved: string }>(
      `select current_setting('max_connections') as max, current_setting('superuser_reserved_connections') as reserved`,
    );
    const maxConnections = Number(rows[0]?.max);
    return { maxConnections, forClients: maxConnections - Number(rows[0]?.reserved) };
  } finally {
    await admin.end();
  }
}

export interface StatementFigures {
  calls: number;
  totalMs: number;
  meanMs: number;
  rows: number;
  /** The first characters of the normalised text, whitespace collapsed. */
  query: string;
}

/**
 * pg_stat_statements of one database. It needs `shared_preload_libraries = 'pg_stat_statements'`
 * in PostgreSQL's configuration; without it the figures are skipped with a line that says so.
 */
export class StatementStats {
  private constructor(
    private readonly client: pg.Client,
    readonly loaded: boolean,
  ) {}

  static async open(databaseUrl: string): Promise<StatementStats> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ libraries: string }>(
      "select current_setting('shared_preload_libraries') as libraries",
    );
    const loaded = (rows[0]?.libraries ?? '').includes('pg_stat_statements');
    if (loaded) await client.query('create extension if not exists pg_stat_statements');
    else console.log('pg_stat_statements is not preloaded (shared_preload_libraries): no statement figures');
    return new StatementStats(client, loaded);
  }

  /**
   * Gathers the planner's statistics, as autovacuum does on a database in service and `pgbench -i`
   * does before pgbench runs: a database seconds old has none, and is planned as if its tables
   * were empty (one scan of every open position per batch, for one).
   */
  async analyze(): Promise<void> {
    await this.client.query('analyze');
  }

  /** Forgets this database's statements only, so that other databases' figures stay. */
  async reset(): Promise<void> {
    if (!this.loaded) return;
    await this.client.query(
      'select pg_stat_statements_reset(0, (select oid from pg_database where datname = current_database()), 0)',
    );
  }

  async top(): Promise<StatementFigures[]> {
    if (!this.loaded) return [];
    const { rows } = await this.client.query<{
      calls: string;
      total_ms: number;
      mean_ms: number;
      rows: string;
      query: string;
    }>(
      `select calls, total_exec_time as total_ms, mean_exec_time as mean_ms, rows, query
         from pg_stat_statements
        where dbid = (select oid from pg_database where datname = current_database())
        order by total_exec_time desc limit $1`,
      [TOP_STATEMENTS],
    );
    return rows.map((row) => ({
      calls: Number(row.calls),
      totalMs: row.total_ms,
      meanMs: row.mean_ms,
      rows: Number(row.rows),
      query: row.query.replace(/\s+/g, ' ').trim().slice(0, QUERY_TEXT_CHARS),
    }));
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}

export interface PgbenchResult {
  clients: number;
  tps: number;
  latencyMs: number;
  /** pgbench's own median and 99th percentile, from its log of every transaction (-l). */
  p50Ms: number;
  p99Ms: number;
}

/** pgbench's built-in TPC-B-like script with `clients` clients, on the same server in its own database. */
export async function runPgbench(clients: number, runMs: number): Promise<PgbenchResult> {
  return withDatabase('tp_pgbench', async (databaseUrl) => {
    execFileSync('pgbench', ['-i', '-q', '-s', '10', databaseUrl], { stdio: 'ignore' });
    const seconds = String(Math.max(1, Math.round(runMs / 1000)));
    const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-log-'));
    try {
      const out = execFileSync(
        'pgbench',
        [
          '-n',
          '-b',
          'tpcb-like',
          '-c',
          String(clients),
          '-j',
          '2',
          '-T',
          seconds,
          '-l',
          '--log-prefix',
          path.join(logDir, 'tx'),
          databaseUrl,
        ],
        { encoding: 'utf8' },
      );
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
      const latency = /latency average = ([\d.]+) ms/.exec(out)?.[1];
      const { p50Ms, p99Ms } = loggedPercentiles(logDir);
      return { clients, tps: Number(tps), latencyMs: Number(latency), p50Ms, p99Ms };
    } finally {
      fs.rmSync(logDir, { recursive: true, force: true });
    }
  });
}

/** The median and 99th percentile of the latencies in pgbench's logs (the third field, in µs). */
function loggedPercentiles(logDir: string): { p50Ms: number; p99Ms: number } {
  const latenciesUs = fs
    .readdirSync(logDir)
    .flatMap((file) => fs.readFileSync(path.join(logDir, file), 'utf8').split('\n'))
    .filter((line) => line.length > 0)
    .map((line) => Number(line.split(' ')[2]))
    .sort((a, b) => a - b);
  const at = (share: number) =>
    (latenciesUs[Math.min(latenciesUs.length - 1, Math.floor(share * latenciesUs.length))] ?? NaN) / 1000;
  return { p50Ms: at(0.5), p99Ms: at(0.99) };
}
