// Load generator of bench/notify.ts, run as its own process so that the clients' work is not
// charged to the servers measured. Each customer opens its private channel on its node, proves
// its session, and notes when each pushed notification arrives against the moment the server
// wrote it (`createdAt`, the same machine's clock). Reports as JSON lines on stdout.
// Run by the parent: node --import tsx bench/notify-clients.ts <file of NotifyClientsOptions as JSON>
import fs from 'node:fs';
import { createInterface } from 'node:readline';
import { WebSocket } from 'ws';
import type { NotifySocketMessage } from '@tp/contract/notifications';
import { percentile } from './ws-common.ts';

export interface NotifyClientsOptions {
  /** One channel per customer: its node's socket address and its session token. */
  customers: { url: string; token: string }[];
  connectConcurrency: number;
  connectDeadlineMs: number;
}

export type NotifyClientsLine =
  | { type: 'joined'; joined: number; failed: number; firstError: string | null; ms: number }
  | {
      type: 'result';
      received: number;
      /** Arrival minus the notification's `createdAt`, in milliseconds. */
      p50: number;
      p99: number;
      max: number;
      /** Channels the servers closed after all had joined. */
      dropped: number;
    };

const options = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as NotifyClientsOptions;
const say = (line: NotifyClientsLine) => process.stdout.write(`${JSON.stringify(line)}\n`);
const latencies: number[] = [];
const sockets: WebSocket[] = [];
let joinedAll = false;
let dropped = 0;

function join(customer: { url: string; token: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(customer.url, { perMessageDeflate: false });
    sockets.push(ws);
    ws.once('open', () => ws.send(JSON.stringify({ op: 'auth', token: customer.token })));
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as NotifySocketMessage;
      if (message.type === 'ready') resolve();
      else if (message.type === 'notification' && message.item.createdAt !== undefined) {
        latencies.push(Date.now() - message.item.createdAt);
      }
    });
    ws.once('error', reject);
    ws.once('close', (code) => {
      if (joinedAll) dropped++;
      reject(new Error(`closed ${code} before joining`));
    });
  });
}

async function joinAll(): Promise<void> {
  const started = performance.now();
  let next = 0;
  let failed = 0;
  let firstError: string | null = null;
  const worker = async () => {
    while (next < options.customers.length && performance.now() - started < options.connectDeadlineMs) {
      const customer = options.customers[next++];
      if (!customer) break;
      await join(customer).catch((err: unknown) => {
        failed++;
        firstError ??= (err as Error).message;
      });
    }
  };
  await Promise.all(Array.from({ length: options.connectConcurrency }, worker));
  joinedAll = true;
  const joined = options.customers.length - failed;
  say({ type: 'joined', joined, failed, firstError, ms: Math.round(performance.now() - started) });
}

function report(): void {
  const sorted = Float64Array.from(latencies).sort();
  say({
    type: 'result',
    received: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    dropped,
  });
  for (const ws of sockets) ws.terminate();
  process.exit(0);
}

// The parent writes "report" once the last event has had time to arrive.
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'report') report();
});
await joinAll();
