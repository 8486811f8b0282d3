// Charity NFT auction under load, on PostgreSQL: 200 concurrent bidders on one live lot for 20 s
// against the server as its own process, and 1,000 sockets on the market's live channel
// (/websocket/nft). Prints accepted bids per second, the bid call's p50/p99, the CPU per call of
// the server, PostgreSQL and this process, and the time from an accepted bid's answer to the
// moment the last of the 1,000 sockets had its price. Asserts
// nothing. Run: npm run bench:nft (BENCH_SECONDS, BENCH_BIDDERS, BENCH_SOCKETS change the load).
//
// Customers and sessions are written straight into the database before the server opens it; the
// lot's increment is set to 0.01 % so that 20 s of bids stay within the accounts' funds. The
// bidders and the sockets share this one process: on a small machine their own work is part of
// the figures, which are indicative only.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { eq } from 'drizzle-orm';
import { Pool } from 'undici';
import { WebSocket } from 'ws';
import { nftEndpoints } from '@tp/contract/endpoints';
import { Money } from '@tp/contract/money';
import { IDEMPOTENCY_HEADER, VIRTUALLY_HEADER } from '@tp/contract/headers';
import { NFT_SOCKET_PATH, type NftSocketMessage } from '@tp/contract/nft-live';
import { openPostgres } from '../packages/server/src/db/client.ts';
import { params } from '../packages/server/src/db/schema.ts';
import { findViolations } from '../packages/server/src/ledger/index.ts';
import { createLot, insertCollection, storeImage } from '../packages/server/src/modules/nfts/admin.ts';
import { cpuBetween, cpuPerOperation, sampleCpu, type CpuSpent } from './orders-cpu.ts';
import { percentile } from './orders-load.ts';
import { withDatabase } from './orders-pg.ts';
import { prepareAccounts, startServer, stopServer } from './orders-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 200);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const now = (): number => performance.timeOrigin + performance.now();

interface Shared {
  minNextBid: string;
  accepted: number;
  refused: number;
  failed: number;
  latenciesMs: number[];
  /** When each accepted amount's answer arrived. */
  acceptedAt: Map<string, number>;
}

/**
 * One bidder: bids, with an Idempotency-Key each as the web client sends, one after another until
 * the window ends. Through undici's connection pool, not `fetch`, whose CPU per call the bench
 * would share with the server on the same cores.
 */
async function bidder(pool: Pool, token: string, lotId: number, until: number, shared: Shared): Promise<void> {
  while (now() < until) {
    // Above the minimum by up to 0.5 %, so that bids racing at one moment are not all one price.
    const spread = `1.00${String(Math.floor(Math.random() * 50)).padStart(2, '0')}`;
    const amount = Money.of(shared.minNextBid).times(spread).round(2, 'up').toString();
    const started = now();
    const response = await pool.request({
      path: nftEndpoints.placeBid.path,
      method: 'POST',
      headers: {
        authorization: token,
        [VIRTUALLY_HEADER]: 'YES',
        [IDEMPOTENCY_HEADER]: randomBytes(16).toString('hex'),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ id: lotId, amount }),
    });
    const answer = (await response.body.json()) as { code: number; result: { minNextBid: string } | null };
    const ended = now();
    shared.latenciesMs.push(ended - started);
    if (answer.code === 200 && answer.result) {
      shared.accepted += 1;
      shared.acceptedAt.set(amount, ended);
      shared.minNextBid = answer.result.minNextBid;
    } else if (answer.code === 10016) {
      shared.refused += 1;
    } else {
      shared.failed += 1;
    }
  }
}

/** The sockets: for each price pushed, when the last of them received it. */
async function openSockets(url: string, count: number): Promise<{ lastSeen: Map<string, number>; close: () => void }> {
  const seenBy = new Map<string, number>();
  const lastSeen = new Map<string, number>();
  const sockets: WebSocket[] = [];
  const wsUrl = url.replace('http', 'ws') + NFT_SOCKET_PATH;
  await Promise.all(
    Array.from({ length: count }, async () => {
      const ws = new WebSocket(wsUrl, { headers: { origin: url } });
      sockets.push(ws);
      ws.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString('utf8')) as NftSocketMessage;
        if (message.type !== 'lot' || message.lot.currentBid === null) return;
        const price = message.lot.currentBid;
        const seen = (seenBy.get(price) ?? 0) + 1;
        seenBy.set(price, seen);
        if (seen === count) lastSeen.set(price, now());
      });
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
    }),
  );
  return { lastSeen, close: () => sockets.forEach((ws) => ws.terminate()) };
}

async function run(databaseUrl: string): Promise<void> {
  const database = await openPostgres(databaseUrl, 4);
  const tokens = await prepareAccounts(database, BIDDERS, '10000000');
  await database.db.update(params).set({ value: '0.01' }).where(eq(params.key, 'nftMinIncrementPercent'));
  const collection = await insertCollection(database.db, {
    name: 'Bench',
    creator: 'Bench',
    chain: 'Polygon',
    contractAddress: `0x${'b'.repeat(40)}`,
  });
  const imageId = await storeImage(database.db, 'image/svg+xml', new TextEncoder().encode('<svg/>'));
  const lot = await createLot(database.db, {
    collectionId: collection.id,
    name: 'Bench lot',
    tokenId: '1',
    imageId,
    startPrice: '10',
    startsAt: new Date(Date.now() - 60_000),
    endsAt: new Date(Date.now() + 24 * 3600_000),
  });
  await database.close();
  const server = await startServer({ DATABASE_URL: databaseUrl });
  try {
    const sockets = await openSockets(server.url, SOCKETS);
    const shared: Shared = {
      minNextBid: '10',
      accepted: 0,
      refused: 0,
      failed: 0,
      latenciesMs: [],
      acceptedAt: new Map(),
    };
    const pool = new Pool(server.url, { connections: BIDDERS });
    const until = now() + SECONDS * 1000;
    const before = sampleCpu(server.pid, true);
    await Promise.all(tokens.map((token) => bidder(pool, token, lot.id, until, shared)));
    const cpu = cpuBetween(before, sampleCpu(server.pid, true));
    await pool.close();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    sockets.close();
    report(shared, sockets.lastSeen, cpu);
  } finally {
    await stopServer(server.child);
  }
  const check = await openPostgres(databaseUrl, 2);
  console.log(`findViolations: ${JSON.stringify(await findViolations(check.db))}`);
  await check.close();
}

function report(shared: Shared, lastSeen: Map<string, number>, cpu: CpuSpent): void {
  const latencies = [...shared.latenciesMs].sort((a, b) => a - b);
  const fanout = [...shared.acceptedAt]
    .flatMap(([price, at]) => {
      const seen = lastSeen.get(price);
      return seen === undefined ? [] : [Math.max(0, seen - at)];
    })
    .sort((a, b) => a - b);
  const fixed = (ms: number, digits = 1) => ms.toFixed(digits);
  console.log(`NFT auction on PostgreSQL: ${BIDDERS} bidders on one lot for ${SECONDS} s, ${SOCKETS} sockets`);
  console.log(
    `  bids: ${shared.accepted} accepted (${(shared.accepted / SECONDS).toFixed(0)}/s), ${shared.refused} refused ` +
      `as below the minimum (another bid came first), ${shared.failed} other answers`,
  );
  console.log(`  bid call: p50 ${fixed(percentile(latencies, 0.5))} ms, p99 ${fixed(percentile(latencies, 0.99))} ms`);
  const calls = latencies.length;
  const per = cpuPerOperation(cpu, calls);
  const busyPercent = (per.totalMs * calls * 100) / (availableParallelism() * SECONDS * 1000);
  console.log(
    `  ${(calls / SECONDS).toFixed(0)} calls/s; CPU ms per call: server ${fixed(per.serverMs, 2)}, PostgreSQL ` +
      `${fixed(per.postgresMs ?? Number.NaN, 2)}, bench (bidders and sockets) ${fixed(per.clientMs, 2)}; ` +
      `the cores were ${fixed(busyPercent, 0)} % busy`,
  );
  console.log(
    `  accepted bid's answer → its price on all ${SOCKETS} sockets (${fanout.length} of ${shared.acceptedAt.size} bids): ` +
      `p50 ${fixed(percentile(fanout, 0.5))} ms, p99 ${fixed(percentile(fanout, 0.99))} ms`,
  );
}

await withDatabase('bench_nft', run);
