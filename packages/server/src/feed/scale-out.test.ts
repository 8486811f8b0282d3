import { feedInstruments } from '../modules/market/service.ts';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { freshDatabase, postgresAvailable } from '../../test/databases.ts';
import { REDIS_URL, redisAvailable } from '../../test/redis.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { listInstruments } from '../modules/market/repo.ts';
import { seedInstruments } from '../modules/market/seed.ts';
import { LocalTickBus, type TickBus } from './bus.ts';
import { Feed } from './feed.ts';
import { PRICE_SOURCE_LOCK_KEY } from './leader.ts';
import { runScaledOutFeed } from './scale-out.ts';
import type { Tick } from './types.ts';

const TICK_MS = 200;
const BROADCAST_MS = 50;
const RETRY_MS = 300;
const LEADING = '"msg":"leading the price source"';
const FOLLOWING = '"msg":"following the price source of another node"';

type LivePrices = { code: string; price: number; zdf: number }[];

/** A browser on the live price socket of one node: every payload it received, as sent. */
function listen(url: string): { payloads: string[]; socket: WebSocket; open: Promise<void> } {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/websocket/message`);
  const payloads: string[] = [];
  socket.on('message', (data: Buffer) => payloads.push(data.toString('utf8')));
  const open = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { payloads, socket, open };
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pricesOf = (payload: string) => new Map((JSON.parse(payload) as LivePrices).map((p) => [p.code, p.price]));

/**
 * Two server processes on one PostgreSQL database and one Redis, as `README.md` "Scale out" runs
 * them: one node runs the price source, both broadcast the same prices, and when the leader is
 * killed the other takes over and its customers keep receiving prices.
 */
describe.runIf(postgresAvailable && redisAvailable)('the price feed scaled out to two server processes', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  const servers: ServerProcess[] = [];
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    database = await freshDatabase('postgres', 2);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    await database?.close();
  });

  it('broadcasts the same prices on both nodes, and the survivor takes over when the leader is killed', async () => {
    const env = {
      DATABASE_URL: database!.url!,
      REDIS_URL,
      TICK_INTERVAL_MS: String(TICK_MS),
      BROADCAST_INTERVAL_MS: String(BROADCAST_MS),
      LEADER_RETRY_MS: String(RETRY_MS),
    };
    // One after the other: what this shows is the feed, not several nodes seeding an empty database at once.
    for (let i = 0; i < 2; i++) {
      const server = await startServerProcess(env);
      servers.push(server);
      expect(server.output(), server.output()).toContain('"msg":"ready on');
    }
    const leaders = servers.filter((server) => server.output().includes(LEADING));
    const followers = servers.filter((server) => server.output().includes(FOLLOWING));
    expect([leaders.length, followers.length]).toEqual([1, 1]);
    const [leader, survivor] = [leaders[0]!, followers[0]!];

    // Both nodes broadcast the very same lists: the same ticks, the same day behind them.
    const atLeader = listen(leader.url);
    const atSurvivor = listen(survivor.url);
    sockets.push(atLeader.socket, atSurvivor.socket);
    await Promise.all([atLeader.open, atSurvivor.open]);
    await sleep(12 * TICK_MS);
    const seenBySurvivor = new Set(atSurvivor.payloads);
    const common = [...new Set(atLeader.payloads)].filter((payload) => seenBySurvivor.has(payload));
    expect(JSON.parse(common[0] ?? '[]')).not.toEqual([]);
    // Several batches, not one coincidence: the prices move, and both nodes follow them.
    expect(common.length).toBeGreaterThanOrEqual(4);

    const killedAt = Date.now();
    leader.child.kill('SIGKILL');
    await leader.exited;
    const before = pricesOf(atSurvivor.payloads.at(-1)!);
    await until(() => survivor.output().includes(LEADING), RETRY_MS + 5000, 'the survivor to take the lead');
    const tookOverInMs = Date.now() - killedAt;
    // The next try after PostgreSQL saw the connection close, give or take a loaded machine.
    expect(tookOverInMs).toBeLessThan(RETRY_MS + 2000);

    const seenBeforeTakeOver = atSurvivor.payloads.length;
    // The new leader first loads the recorded day; on a loaded machine that takes a few ticks.
    const listsAfter = () => [...new Set(atSurvivor.payloads.slice(seenBeforeTakeOver))];
    await until(() => listsAfter().length >= 3, 15_000, `three lists after taking over in ${tookOverInMs} ms`);
    const after = listsAfter();
    const latest = pricesOf(after.at(-1)!);
    const moved = [...latest].filter(([code, price]) => before.get(code) !== price);
    expect(moved.length).toBeGreaterThan(0);
    // The prices continue from where they were, they do not start over.
    for (const [code, price] of latest) {
      const previous = before.get(code);
      if (previous !== undefined) expect(Math.abs(price / previous - 1), code).toBeLessThan(0.002);
    }
    expect(survivor.child.exitCode).toBeNull();
    // A leader shutting down writes its last minutes and lets go of the lock in order. (The socket
    // is closed first: a server with an open live socket does not finish closing yet.)
    atSurvivor.socket.close();
    await new Promise((resolve) => atSurvivor.socket.once('close', resolve));
    survivor.child.kill('SIGTERM');
    expect(await survivor.exited).toBe(0);
  });
});

/**
 * The same, two nodes in one process over the in-process bus, where every state can be compared:
 * the elected node's ticks reach both feeds, and a node taking over continues the prices.
 */
describe.runIf(postgresAvailable)('the price feed of two nodes in one process', () => {
  const tickMs = 50;
  const retryMs = 200;
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    database = await freshDatabase('postgres', 4);
    await seedInstruments(database.db);
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    await database?.close();
  });

  it('feeds both nodes the ticks of the leader only, and the other node continues them when the leader loses its lock', async () => {
    const db = database!.db;
    const instruments = (await listInstruments(db)).filter((row) => ['BTCUSDT', 'ETHUSDT'].includes(row.code));
    const shared = new LocalTickBus();
    // Each node's handle on the shared bus: stopping a node must not close it for the other.
    const handle: TickBus = {
      publish: (ticks) => shared.publish(ticks),
      subscribe: (listener) => shared.subscribe(listener),
      close: async () => undefined,
    };
    const published: (readonly Tick[])[] = [];
    shared.subscribe((ticks) => published.push(ticks));
    const node = async () => {
      const feed = new Feed(instruments.map((row) => row.code));
      const stop = await runScaledOutFeed({
        db,
        tickRetentionMs: 3_600_000,
        instruments: feedInstruments(instruments),
        feed,
        source: { kind: 'simulated' },
        seed: 7,
        tickIntervalMs: tickMs,
        bus: handle,
        databaseUrl: database!.url!,
        leaderRetryMs: retryMs,
        log: pino({ level: 'silent' }),
      });
      stops.push(stop);
      return feed;
    };
    const [first, second] = [await node(), await node()];

    await until(() => published.length >= 3, 5000, 'batches');
    await sleep(tickMs / 2);
    expect(second.livePrices()).toHaveLength(2);
    expect(second.livePrices()).toEqual(first.livePrices());
    // The day behind, loaded from what the leader recorded, is the leader's (the last minutes may not be written yet).
    const recorded = Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000;
    const barAt = (feed: Feed) => feed.minuteBars('BTCUSDT').find((bar) => bar.time === recorded);
    expect(barAt(second)).toMatchObject(barAt(first)!);

    const last = published.at(-1)!;
    const admin = new pg.Client({ connectionString: database!.url! });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_locks
        where locktype = 'advisory' and granted and objid = $1
          and database = (select oid from pg_database where datname = current_database())`,
      [PRICE_SOURCE_LOCK_KEY],
    );
    await admin.end();
    const cutAt = published.length;
    await sleep(retryMs + 10 * tickMs);
    const after = published.slice(cutAt);
    // One source at a time: about one batch per tick, not two.
    expect(after.length).toBeGreaterThan(3);
    expect(after.length).toBeLessThanOrEqual((retryMs + 10 * tickMs) / tickMs + 2);
    for (const tick of after[0]!) {
      const before = last.find((t) => t.code === tick.code)!;
      expect(tick.time).toBeGreaterThan(before.time);
      expect(Math.abs(tick.price / before.price - 1), tick.code).toBeLessThan(0.0005);
    }
    expect(second.livePrices()).toEqual(first.livePrices());
  });
});
