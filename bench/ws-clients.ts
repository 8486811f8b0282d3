// Load generator of bench/ws-fanout.ts, run as its own process so that the clients' work is not
// charged to the server measured. It opens N WebSocket clients from this one process, notes when
// each message arrives, and reports to the parent as JSON lines on stdout (see ws-common.ts).
// Run by the parent: node --import tsx bench/ws-clients.ts '<GeneratorOptions as JSON>'
import { createInterface } from 'node:readline';
import { WebSocket, type RawData } from 'ws';
import {
  percentile,
  sleep,
  type ConnectSummary,
  type FanoutResult,
  type GeneratorLine,
  type GeneratorOptions,
} from './ws-common.ts';

const options = JSON.parse(process.argv[2] ?? '') as GeneratorOptions;

/**
 * Two receipts by different clients more than this apart belong to different broadcasts. Inside
 * one broadcast receipts follow each other within milliseconds; between broadcasts there is the
 * rest of the interval.
 */
const BROADCAST_GAP_MS = 300;

/** Wall-clock milliseconds with sub-millisecond resolution: every client shares this clock. */
const now = (): number => performance.timeOrigin + performance.now();

function emit(line: GeneratorLine): void {
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

/**
 * Every receipt while recording, in arrival order: one process and a monotonic clock, so the
 * arrays are already sorted by time. Typed arrays keep 100,000s of receipts cheap for the GC.
 */
class Recording {
  readonly times: Float64Array;
  readonly clients: Uint32Array;
  length = 0;
  overflow = 0;
  on = false;

  constructor(capacity: number) {
    this.times = new Float64Array(capacity);
    this.clients = new Uint32Array(capacity);
  }

  add(client: number, time: number): void {
    if (!this.on) return;
    if (this.length === this.times.length) {
      this.overflow++;
      return;
    }
    this.times[this.length] = time;
    this.clients[this.length] = client;
    this.length++;
  }
}

// One broadcast cut by the start, the warm-up, the window, the one closing it, one cut by the end,
// and an interval to spare: a server whose timer is late sends fewer broadcasts in the same time.
const recordMs = (options.warmupBroadcasts + options.windowBroadcasts + 3) * options.intervalMs + 500;
const recording = new Recording(
  options.clients * (options.warmupBroadcasts + options.windowBroadcasts + 4) + options.clients,
);
const sockets: WebSocket[] = [];
let phase: 'connecting' | 'connected' | 'closing' = 'connecting';
let droppedAfterConnect = 0;
/** What client 0 saw: checks that the messages are the expected JSON array, without parsing N times. */
const payload = { bytes: 0, items: 0, invalid: 0 };

function inspectPayload(data: RawData): void {
  const text = Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
  payload.bytes = Buffer.byteLength(text);
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) payload.items = parsed.length;
    else payload.invalid++;
  } catch {
    payload.invalid++;
  }
}

/** Opens one client; resolves once the handshake is done, rejects if it fails. */
function openClient(index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // No Origin header: the server accepts that (browsers always send one, tools do not).
    const ws = new WebSocket(options.url, { perMessageDeflate: false, handshakeTimeout: 10_000 });
    sockets[index] = ws;
    let opened = false;
    ws.on('message', (data) => {
      recording.add(index, now());
      if (index === 0) inspectPayload(data);
    });
    ws.once('open', () => {
      opened = true;
      resolve();
    });
    ws.on('error', (err) => {
      if (!opened) reject(err);
    });
    ws.once('close', () => {
      if (!opened) reject(new Error('closed before open'));
      else if (phase === 'connected') droppedAfterConnect++;
    });
  });
}

/** Connects every client with a bounded number of handshakes in flight and an overall deadline. */
async function connectAll(): Promise<ConnectSummary> {
  const started = now();
  const deadline = started + options.connectDeadlineMs;
  let next = 0;
  let connected = 0;
  let failed = 0;
  let firstError: string | null = null;
  const worker = async (): Promise<void> => {
    while (next < options.clients && now() < deadline) {
      const index = next++;
      try {
        await openClient(index);
        connected++;
        if (connected % 2000 === 0) emit({ type: 'progress', message: `${connected} connected` });
      } catch (err) {
        failed++;
        firstError ??= err instanceof Error ? err.message : String(err);
      }
    }
  };
  await Promise.all(Array.from({ length: options.connectConcurrency }, worker));
  failed += options.clients - next; // never attempted: the deadline passed
  return { connected, failed, firstError, ms: Math.round(now() - started) };
}

interface Broadcast {
  start: number;
  last: number;
  from: number;
  to: number;
}

/**
 * Splits the receipts into broadcasts. A new broadcast starts when a client receives a second
 * message (certainly the next broadcast), or when nothing arrived for BROADCAST_GAP_MS.
 */
function splitBroadcasts(): { broadcasts: Broadcast[]; overlapped: boolean } {
  const lastBroadcastOf = new Int32Array(options.clients).fill(-1);
  const broadcasts: Broadcast[] = [];
  let overlapped = false;
  for (let k = 0; k < recording.length; k++) {
    const time = recording.times[k] ?? 0;
    const client = recording.clients[k] ?? 0;
    let current = broadcasts.at(-1);
    const repeat = lastBroadcastOf[client] === broadcasts.length - 1;
    if (!current || repeat || time - current.last >= BROADCAST_GAP_MS) {
      // A repeat less than a gap after the previous receipt: two broadcasts are in flight at once.
      if (current && repeat && time - current.last < BROADCAST_GAP_MS) overlapped = true;
      current = { start: time, last: time, from: k, to: k };
      broadcasts.push(current);
    }
    current.last = time;
    current.to = k + 1;
    lastBroadcastOf[client] = broadcasts.length - 1;
  }
  return { broadcasts, overlapped };
}

/**
 * The window's figures. The first broadcast recorded may have begun before the recording and the
 * last one may be cut by its end: the first is skipped with the warm-up, the last is never used.
 */
function analyse(cpuMs: number, aliveAtStart: number): FanoutResult {
  const { broadcasts, overlapped } = splitBroadcasts();
  const first = 1 + options.warmupBroadcasts;
  const window = broadcasts.slice(0, -1).slice(first, first + options.windowBroadcasts);
  // The broadcast after the window closes it: the window lasts from its first broadcast to that one.
  const after = broadcasts[first + window.length];
  const spreads: number[] = [];
  const scheduled: number[] = [];
  const serveAll: number[] = [];
  let messages = 0;
  window.forEach((broadcast, j) => {
    const schedule = (window[0]?.start ?? 0) + j * options.intervalMs;
    for (let k = broadcast.from; k < broadcast.to; k++) {
      const time = recording.times[k] ?? 0;
      spreads.push(time - broadcast.start);
      scheduled.push(time - schedule);
    }
    messages += broadcast.to - broadcast.from;
    serveAll.push(broadcast.last - broadcast.start);
  });
  const ascending = (values: number[]): number[] => values.sort((a, b) => a - b);
  ascending(spreads);
  ascending(scheduled);
  ascending(serveAll);
  const durationMs = after && window[0] ? after.start - window[0].start : Number.NaN;
  const expected = aliveAtStart * window.length;
  return {
    clients: options.clients,
    broadcastsSeen: broadcasts.length,
    windowBroadcasts: window.length,
    messages,
    expected,
    msgsPerSec: messages / (durationMs / 1000),
    spreadP50: percentile(spreads, 50),
    spreadP99: percentile(spreads, 99),
    spreadMax: spreads.at(-1) ?? Number.NaN,
    serveAllP50: percentile(serveAll, 50),
    serveAllMax: serveAll.at(-1) ?? Number.NaN,
    scheduleP50: percentile(scheduled, 50),
    scheduleP99: percentile(scheduled, 99),
    dropped: droppedAfterConnect,
    missing: Math.max(0, expected - messages) + payload.invalid + recording.overflow,
    payloadBytes: payload.bytes,
    payloadItems: payload.items,
    generatorCpuMsPerSec: cpuMs / (recordMs / 1000),
    overlapped,
  };
}

function closeAll(): void {
  phase = 'closing';
  // terminate(): no closing handshake to wait for; the server sees the TCP close at once.
  for (const ws of sockets) ws.terminate();
}

/** Idle mode: hold the connections until the parent writes `close` (or closes stdin, or the hold ends). */
async function holdUntilTold(): Promise<void> {
  const lines = createInterface({ input: process.stdin });
  const told = new Promise<void>((resolve) => {
    lines.on('line', (line) => {
      if (line.trim() === 'close') resolve();
    });
    lines.once('close', resolve);
  });
  await Promise.race([told, sleep(options.maxHoldMs)]);
  lines.close();
}

async function main(): Promise<void> {
  const summary = await connectAll();
  phase = 'connected';
  emit({ type: 'connected', summary });
  if (options.mode === 'idle') {
    await holdUntilTold();
  } else {
    const aliveAtStart = summary.connected;
    emit({ type: 'recording', durationMs: recordMs });
    const cpuBefore = process.cpuUsage();
    recording.on = true;
    await sleep(recordMs);
    recording.on = false;
    const cpu = process.cpuUsage(cpuBefore);
    emit({ type: 'result', result: analyse((cpu.user + cpu.system) / 1000, aliveAtStart) });
  }
  closeAll();
  emit({ type: 'closed' });
  // Leave a moment for the FINs to be written, then exit whatever is left.
  setTimeout(() => process.exit(0), 200);
}

main().catch((err: unknown) => {
  emit({ type: 'progress', message: `generator failed: ${err instanceof Error ? err.message : String(err)}` });
  process.exit(1);
});
