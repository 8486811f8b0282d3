// CPU time of the order benchmark's three parties over the measured window: the server's Node
// process and the PostgreSQL processes from /proc/<pid>/stat (utime + stime, in clock ticks), and
// the bench client itself from process.cpuUsage().
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const MS_PER_TICK = 1000 / CLOCK_TICKS_PER_SECOND;

/** utime + stime of the process in ms, all its threads included; undefined once it is gone. */
function processCpuMs(pid: number): number | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of the line are the 12th and 13th after the name (field 3 is the first).
  const utimeTicks = Number(afterName[11]);
  const stimeTicks = Number(afterName[12]);
  return (utimeTicks + stimeTicks) * MS_PER_TICK;
}

/** Every process whose command is `postgres` (postmaster, backends, writers), with its CPU ms. */
function postgresCpuByPid(): Map<number, number> {
  const cpuByPid = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let command: string;
    try {
      command = fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (command !== 'postgres') continue;
    const cpuMs = processCpuMs(Number(entry));
    if (cpuMs !== undefined) cpuByPid.set(Number(entry), cpuMs);
  }
  return cpuByPid;
}

export interface CpuSample {
  serverMs: number;
  /** Absent when the database runs inside the server (PGlite). */
  postgresByPid: Map<number, number> | undefined;
  clientMs: number;
}

export function sampleCpu(serverPid: number, withPostgres: boolean): CpuSample {
  const usage = process.cpuUsage();
  return {
    serverMs: processCpuMs(serverPid) ?? Number.NaN,
    postgresByPid: withPostgres ? postgresCpuByPid() : undefined,
    clientMs: (usage.user + usage.system) / 1000,
  };
}

/** CPU ms spent between two samples by each party; postgres is null for PGlite. */
export interface CpuSpent {
  serverMs: number;
  postgresMs: number | null;
  clientMs: number;
  /** PostgreSQL processes counted. */
  postgresProcesses: number;
}

/**
 * A backend that started inside the window counts whole; one that ended inside it is lost (its
 * ticks leave /proc with it), which the server's long-lived pool makes rare.
 */
export function cpuBetween(before: CpuSample, after: CpuSample): CpuSpent {
  let postgresMs: number | null = null;
  if (before.postgresByPid && after.postgresByPid) {
    postgresMs = 0;
    for (const [pid, cpuMs] of after.postgresByPid) postgresMs += cpuMs - (before.postgresByPid.get(pid) ?? 0);
  }
  return {
    serverMs: after.serverMs - before.serverMs,
    postgresMs,
    clientMs: after.clientMs - before.clientMs,
    postgresProcesses: after.postgresByPid?.size ?? 0,
  };
}

/** CPU ms per operation of each party, and their total. */
export interface CpuPerOperation {
  serverMs: number;
  postgresMs: number | null;
  clientMs: number;
  totalMs: number;
}

export function cpuPerOperation(spent: CpuSpent, operations: number): CpuPerOperation {
  const per = (ms: number) => (operations > 0 ? ms / operations : Number.NaN);
  return {
    serverMs: per(spent.serverMs),
    postgresMs: spent.postgresMs === null ? null : per(spent.postgresMs),
    clientMs: per(spent.clientMs),
    totalMs: per(spent.serverMs + (spent.postgresMs ?? 0) + spent.clientMs),
  };
}
