// Support chat benchmark: 2,000 concurrent conversations, each exchanging a message every 5 s for
// 30 s (the visitor and the operator take turns), on one node and on two nodes behind one
// PostgreSQL with Redis (visitors on one node, the operator on the other). The figure is the time
// from a message's send (the HTTP call that commits it) to its arrival on the other side's socket.
// The load generator (2,000 sockets and every send) runs in this one process on the same machine,
// so on a small shared machine the figures are indicative only. Prints figures, asserts nothing.
// Run: npm run bench:chat (about 3 minutes on 2 cores).
import http from 'node:http';
import { WebSocket } from 'ws';
import { CHAT_SOCKET_PATH, CHAT_VISITOR_HEADER } from '@tp/contract/chat-constants';
import type { ChatMessage, ChatSocketMessage, StartedChat } from '@tp/contract';
import { startServerProcess, type ServerProcess } from '../packages/server/test/server-process.ts';
import { withDatabase } from './orders-pg.ts';
import { sleep } from './ws-common.ts';

const CONVERSATIONS = Number(process.env.CHAT_CONVERSATIONS ?? 2000);
const EVERY_MS = 5000;
const WINDOW_MS = 30_000;
const SETTLE_MS = 5000;
const CONCURRENCY = 100;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Party {
  id: number;
  token: string;
  address: string;
  socket: WebSocket;
}

/** Sends in flight, by message text: when each was sent and which way it went. */
const sentAt = new Map<string, number>();
const latencies = { toOperator: [] as number[], toVisitor: [] as number[] };
/** Sends that failed, by reason. */
const failures = new Map<string, number>();

function arrived(text: string, way: 'toOperator' | 'toVisitor'): void {
  const at = sentAt.get(text);
  if (at === undefined) return;
  sentAt.delete(text);
  latencies[way].push(performance.now() - at);
}

/** Keep-alive connections, a bounded number per node: the sends queue here rather than open thousands of sockets. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });

async function post<T>(url: string, path: string, body: unknown, headers: Record<string, string>): Promise<T> {
  const text = JSON.stringify(body);
  const answer = await new Promise<{ code: number; msg: string; result: T }>((resolve, reject) => {
    const request = http.request(
      `${url}${path}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers },
      },
      (response) => {
        let data = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (data += chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(data) as { code: number; msg: string; result: T });
          } catch {
            reject(new Error(`${path}: HTTP ${response.statusCode ?? '?'} without an envelope`));
          }
        });
      },
    );
    request.on('error', reject);
    request.end(text);
  });
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.result;
}

function openSocket(url: string, first: object, onMessage: (m: ChatSocketMessage) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`);
    ws.on('open', () => ws.send(JSON.stringify(first)));
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as ChatSocketMessage;
      if (message.type === 'ready') resolve(ws);
      onMessage(message);
    });
    ws.on('error', reject);
  });
}

async function inBatches<T>(count: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let from = 0; from < count; from += CONCURRENCY) {
    const batch = Array.from({ length: Math.min(CONCURRENCY, count - from) }, (_, k) => make(from + k));
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

/** Opens the visitors' conversations and sockets on `visitorNode`. */
async function visitors(visitorNode: string): Promise<Party[]> {
  return inBatches(CONVERSATIONS, async (i) => {
    // Each visitor from its own address (TRUST_PROXY=1): the per-address limits apply to each as to a person.
    const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const started = await post<StartedChat>(
      visitorNode,
      '/swx/customer/chat/start',
      {
        name: `Visitor ${i}`,
        email: `v${i}@example.test`,
        language: 'en',
      },
      { 'x-forwarded-for': address },
    );
    const token = started.visitorToken ?? '';
    const id = started.conversation.id;
    const socket = await openSocket(
      visitorNode,
      { op: 'auth', conversationId: id, since: 0, visitorToken: token },
      (m) => {
        if (m.type === 'message' && m.message.author === 'operator') arrived(m.message.text, 'toVisitor');
      },
    );
    return { id, token, address, socket };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

function report(name: string, sent: number): void {
  const all = [...latencies.toOperator, ...latencies.toVisitor].sort((a, b) => a - b);
  const line = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `  ${label.padEnd(22)} ${String(sorted.length).padStart(6)} delivered   p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms`;
  };
  console.log(`\n${name}: ${CONVERSATIONS} conversations, ${sent} messages sent in ${WINDOW_MS / 1000} s`);
  console.log(line('visitor → operator', latencies.toOperator));
  console.log(line('operator → visitor', latencies.toVisitor));
  console.log(line('both ways', all));
  console.log(`  not delivered within ${SETTLE_MS / 1000} s after the window: ${sentAt.size}`);
  for (const [reason, count] of failures) console.log(`  send failed ${count}×: ${reason}`);
}

/** The exchange: conversation i speaks at its own offset every 5 s, visitor and operator in turn. */
async function exchange(
  parties: Party[],
  visitorNode: string,
  operatorNode: string,
  operatorToken: string,
): Promise<number> {
  let sent = 0;
  const started = performance.now();
  const timers = parties.map((party, i) =>
    setTimeout(
      () => {
        let turn = 0;
        const speak = () => {
          if (performance.now() - started > WINDOW_MS) return;
          const fromVisitor = turn % 2 === 0;
          const text = `${fromVisitor ? 'v' : 'o'}:${party.id}:${turn++}`;
          sentAt.set(text, performance.now());
          sent++;
          const call = fromVisitor
            ? post<ChatMessage>(
                visitorNode,
                '/swx/customer/chat/send',
                { conversationId: party.id, text, clientId: `bench-${text.replace(/:/g, '-')}` },
                { [CHAT_VISITOR_HEADER]: party.token, 'x-forwarded-for': party.address },
              )
            : post<ChatMessage>(
                operatorNode,
                '/backoffice/api/chat/reply',
                { conversationId: party.id, text, clientId: `bench-${text.replace(/:/g, '-')}` },
                { authorization: operatorToken },
              );
          call.catch((err: unknown) => {
            failures.set((err as Error).message, (failures.get((err as Error).message) ?? 0) + 1);
          });
          setTimeout(speak, EVERY_MS);
        };
        speak();
      },
      (i / parties.length) * EVERY_MS,
    ),
  );
  await sleep(WINDOW_MS + EVERY_MS + SETTLE_MS);
  for (const timer of timers) clearTimeout(timer);
  return sent;
}

async function runSetup(nodes: 1 | 2): Promise<void> {
  await withDatabase('bench_chat', async (databaseUrl) => {
    const env = { DATABASE_URL: databaseUrl, REDIS_URL, TRUST_PROXY: '1', LOG_LEVEL: 'warn' };
    const servers: ServerProcess[] = [];
    try {
      for (let n = 0; n < nodes; n++) servers.push(await startServerProcess({ ...env, LOG_LEVEL: 'info' }));
      const nodeA = servers[0] as ServerProcess;
      const nodeB = servers[1] ?? nodeA;
      const [, name, password] = /name "([^"]+)", password "([^"]+)"/.exec(nodeA.output()) ?? [];
      const { token } = await post<{ token: string }>(nodeB.url, '/backoffice/api/login', { name, password }, {});
      await openSocket(nodeB.url, { op: 'auth', operatorToken: token }, (m) => {
        if (m.type === 'message' && m.message.author === 'customer') arrived(m.message.text, 'toOperator');
      });
      const parties = await visitors(nodeA.url);
      latencies.toOperator.length = 0;
      latencies.toVisitor.length = 0;
      sentAt.clear();
      failures.clear();
      const sent = await exchange(parties, nodeA.url, nodeB.url, token);
      report(
        nodes === 1
          ? 'one node (PostgreSQL, Redis)'
          : 'two nodes (PostgreSQL, Redis): visitors on one, the operator on the other',
        sent,
      );
      for (const party of parties) party.socket.terminate();
    } finally {
      for (const server of servers) server.child.kill('SIGKILL');
      await Promise.all(servers.map((server) => server.exited));
    }
  });
}

console.log(
  `Support chat: ${CONVERSATIONS} conversations, a message every ${EVERY_MS / 1000} s each for ${WINDOW_MS / 1000} s.`,
);
await runSetup(1);
await runSetup(2);
process.exit(0);
