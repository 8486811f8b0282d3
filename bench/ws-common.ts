// Shared by bench/ws-fanout.ts (the parent) and bench/ws-clients.ts (the load generator): the
// generator's options, the JSON lines it prints on stdout, and small statistics helpers.

/** What the parent asks the load generator to do (passed as JSON in argv[2]). */
export interface GeneratorOptions {
  url: string;
  clients: number;
  /** `fanout`: connect, record a window of broadcasts, report, exit. `idle`: connect and hold until told. */
  mode: 'fanout' | 'idle';
  /** Handshakes in flight at once: the server's listen backlog (511) must never overflow. */
  connectConcurrency: number;
  connectDeadlineMs: number;
  intervalMs: number;
  warmupBroadcasts: number;
  windowBroadcasts: number;
  /** In idle mode, the longest the clients are held if the parent never says `close`. */
  maxHoldMs: number;
}

export interface ConnectSummary {
  connected: number;
  failed: number;
  firstError: string | null;
  ms: number;
}

/** The measured window: every duration is in milliseconds, every figure is over all clients. */
export interface FanoutResult {
  clients: number;
  /** Broadcasts found in the recording, and how many of them formed the window. */
  broadcastsSeen: number;
  windowBroadcasts: number;
  /** Messages received in the window, and the number expected (clients alive × broadcasts). */
  messages: number;
  expected: number;
  /** Delivered messages per second: messages / time from the window's first broadcast to the next one after it. */
  msgsPerSec: number;
  /** Receive time minus that broadcast's first receive time (the first client served). */
  spreadP50: number;
  spreadP99: number;
  spreadMax: number;
  /** Per broadcast, first to last client served; median and worst over the window. */
  serveAllP50: number;
  serveAllMax: number;
  /** Receive time minus a fixed 1 s schedule aligned on the window's first broadcast (jitter + spread). */
  scheduleP50: number;
  scheduleP99: number;
  /** Clients closed by the server (or failed) after all were connected. */
  dropped: number;
  /** Messages not delivered in the window to clients still alive, and messages that were not JSON arrays. */
  missing: number;
  payloadBytes: number;
  payloadItems: number;
  generatorCpuMsPerSec: number;
  /** True when broadcasts could not be told apart (a client got two before the others got one). */
  overlapped: boolean;
}

export type GeneratorLine =
  | { type: 'progress'; message: string }
  | { type: 'connected'; summary: ConnectSummary }
  | { type: 'recording'; durationMs: number }
  | { type: 'result'; result: FanoutResult }
  | { type: 'closed' };

/** Nearest-rank percentile of an ascending array; NaN when empty. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
