// What the order benchmark prints: progress lines as it goes, each run's figures, and at the end
// a Markdown summary ready to paste into a README.
import os from 'node:os';
import type { Violation } from '../packages/server/src/ledger/index.ts';
import type { CpuPerOperation } from './orders-cpu.ts';
import type { LoadResult, OperationFigures } from './orders-load.ts';
import type { PgbenchResult, StatementFigures } from './orders-pg.ts';

const benchStarted = performance.now();

export function progress(message: string): void {
  console.log(`[${((performance.now() - benchStarted) / 1000).toFixed(1).padStart(6)} s] ${message}`);
}

/** One run's figures, as the summary needs them. */
export interface RunFigures {
  label: string;
  clients: number;
  load: LoadResult;
  /** Per open for the opens-only runs, per call of any kind for the mixed run. */
  cpu: CpuPerOperation;
  postgresProcesses: number;
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const cpuText = (value: number | null) => (value === null ? '—' : fixed(value, 2));

/** The run as progress lines name it. */
export function titleOf(run: { label: string; clients: number }): string {
  return `${run.label}, ${run.clients} clients`;
}

export function opensOf(load: LoadResult): OperationFigures | undefined {
  return load.operations.find((operation) => operation.kind === 'open');
}

function printRefusals(operation: OperationFigures): void {
  for (const [reason, count] of operation.refused) progress(`  ${operation.kind} refused ${count}×: ${reason}`);
}

function printCpu(run: RunFigures, per: string): void {
  const { cpu } = run;
  const postgres =
    cpu.postgresMs === null ? 'inside the server' : `${cpuText(cpu.postgresMs)} (${run.postgresProcesses} processes)`;
  progress(
    `  CPU ms per ${per}: node server ${cpuText(cpu.serverMs)}, PostgreSQL ${postgres}, ` +
      `bench client ${cpuText(cpu.clientMs)}, total ${cpuText(cpu.totalMs)}`,
  );
}

export function printOpensRun(run: RunFigures): void {
  const opens = opensOf(run.load);
  if (!opens) return;
  const seconds = fixed(run.load.elapsedMs / 1000, 1);
  progress(
    `${titleOf(run)}: ${fixed(opens.perSecond, 0)} opens/s, p50 ${fixed(opens.p50Ms, 1)} ms, ` +
      `p99 ${fixed(opens.p99Ms, 1)} ms (${opens.succeeded} opened in ${seconds} s)`,
  );
  printRefusals(opens);
  printCpu(run, 'open');
  printCpuBound(run, opens);
}

/**
 * What the CPU measured allows on this machine: the three parties share its cores, so the rate
 * cannot pass cores ÷ CPU per open, and by Little's law the clients' mean wait cannot go below
 * clients ÷ that rate. With the share of the cores the run kept busy.
 */
function printCpuBound(run: RunFigures, opens: OperationFigures): void {
  const { totalMs } = run.cpu;
  if (!(totalMs > 0)) return;
  const cores = os.availableParallelism();
  const boundPerSecond = (cores * 1000) / totalMs;
  const busyPercent = (totalMs * opens.perSecond * 100) / (cores * 1000);
  progress(
    `  bound by CPU: ${cores} cores ÷ ${cpuText(totalMs)} ms = ${fixed(boundPerSecond, 0)} opens/s at most, ` +
      `so ${run.clients} clients wait ${fixed((run.clients * 1000) / boundPerSecond, 1)} ms on average at least; ` +
      `the cores were ${fixed(busyPercent, 0)} % busy with the three`,
  );
}

export function printMixedRun(run: RunFigures): void {
  const seconds = fixed(run.load.elapsedMs / 1000, 1);
  progress(`${titleOf(run)}: ${run.load.calls} calls answered in ${seconds} s`);
  console.log('');
  console.log('| operation | per second | p50 ms | p99 ms | succeeded | refused |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const operation of run.load.operations) {
    const refused = [...operation.refused.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `| ${operation.kind} | ${fixed(operation.perSecond, 0)} | ${fixed(operation.p50Ms, 1)} | ` +
        `${fixed(operation.p99Ms, 1)} | ${operation.succeeded} | ${refused} |`,
    );
  }
  console.log('');
  for (const operation of run.load.operations) printRefusals(operation);
  printCpu(run, 'call (any kind, refusals included)');
}

export function printStatements(label: string, statements: readonly StatementFigures[]): void {
  progress(`${label}: top ${statements.length} statements by total execution time (pg_stat_statements)`);
  console.log('');
  console.log('| calls | total ms | mean ms | rows | query |');
  console.log('| ---: | ---: | ---: | ---: | --- |');
  for (const statement of statements) {
    const query = statement.query.replace(/\|/g, '\\|');
    console.log(
      `| ${statement.calls} | ${fixed(statement.totalMs, 0)} | ${fixed(statement.meanMs, 3)} | ${statement.rows} | \`${query}\` |`,
    );
  }
  console.log('');
}

export function printViolations(label: string, violations: readonly Violation[]): void {
  if (violations.length === 0) {
    progress(`${label}: findViolations: none`);
    return;
  }
  progress(`${label}: findViolations: ${violations.length}`);
  for (const violation of violations) {
    progress(`  ${violation.invariant} #${violation.id}: ${violation.detail}`);
  }
}

export function printPgbench(result: PgbenchResult): void {
  progress(
    `pgbench tpcb-like, ${result.clients} clients: ${fixed(result.tps, 0)} tps, ` +
      `latency average ${fixed(result.latencyMs, 1)} ms, p50 ${fixed(result.p50Ms, 1)} ms, p99 ${fixed(result.p99Ms, 1)} ms`,
  );
}

/** The README table: every run's opens (the mixed run's own opens), then pgbench. */
export function printSummary(runs: readonly RunFigures[], pgbench: readonly PgbenchResult[]): void {
  console.log('');
  console.log('| run | clients | opens/s | p50 ms | p99 ms | CPU ms/open node | CPU ms/open pg | CPU ms/open client |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const run of runs) {
    const opens = opensOf(run.load);
    if (!opens) continue;
    // The mixed run's CPU is per call of any kind: it would not compare with the opens-only rows.
    const mixed = run.load.operations.length > 1;
    const cpu = mixed ? undefined : run.cpu;
    console.log(
      `| ${run.label}${mixed ? ' (its opens)' : ''} | ${run.clients} | ${fixed(opens.perSecond, 0)} | ${fixed(opens.p50Ms, 1)} | ` +
        `${fixed(opens.p99Ms, 1)} | ${cpu ? cpuText(cpu.serverMs) : '—'} | ${cpu ? cpuText(cpu.postgresMs) : '—'} | ` +
        `${cpu ? cpuText(cpu.clientMs) : '—'} |`,
    );
  }
  for (const result of pgbench) {
    console.log(
      `| pgbench tpcb-like (tps) | ${result.clients} | ${fixed(result.tps, 0)} | ` +
        `${fixed(result.p50Ms, 1)} | ${fixed(result.p99Ms, 1)} | — | — | — |`,
    );
  }
  console.log('');
}
