import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PositionRecord } from '@tp/contract';
import { call } from '../../test/app.ts';
import { migratedDataDir } from '../../test/database-templates.ts';
import { databaseKinds, freshDatabase, type DatabaseKind } from '../../test/databases.ts';
import { Inbox } from '../../test/mail.ts';
import { DEMO, ORDER } from '../../test/money.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { hashSecret, newToken } from '../core/secrets.ts';
import { accountBalance, customerAccountId, findViolations, grantDemoFunds } from '../ledger/index.ts';
import { insertUser } from '../modules/auth/repo.ts';
import { newInviteCode } from '../modules/auth/tokens.ts';
import { openPglite, type Db } from './client.ts';
import { queryRows } from './client.ts';
import { sessions } from './schema.ts';
import { sql } from 'drizzle-orm';

/**
 * The embedded database's promises, shown on a real server process: one process per data
 * directory, and nothing acknowledged is lost when the process is killed mid-write.
 */
describe('the embedded database under a real server process', () => {
  let dataDir: string;
  let inbox: Inbox;
  beforeAll(async () => {
    dataDir = await migratedDataDir('tp-durability-');
    inbox = await new Inbox().start();
  });
  afterAll(async () => {
    await inbox.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process on the same data directory with a clear message, and the first keeps serving', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir, SMTP_URL: inbox.url });
    try {
      const second = await startServerProcess({ DATA_DIR: dataDir, SMTP_URL: inbox.url });
      expect(await second.exited).toBe(75);
      expect(second.output()).toContain('is in use by another server process');
      const answer = await call(first.url, 'GET', '/swx/customer/index/getParamByKey/statUsers');
      expect(answer.result).toEqual({ key: 'statUsers', value: '1.2M' });
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  });

  it('keeps every acknowledged registration and its ledger entry after SIGKILL in the middle of writes', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, SMTP_URL: inbox.url });
    const acknowledged: string[] = [];
    let stop = false;
    const register = async (name: string) => {
      const email = `${name}@example.test`;
      await call(server.url, 'POST', '/swx/customer/login/sendCode', { body: { email, purpose: 'register' } });
      const code = await inbox.latestCode(email);
      const answer = await call(server.url, 'POST', '/swx/customer/login/register', {
        body: { username: name, email, password: 'durable passphrase', code },
      });
      if (answer.code === 200) acknowledged.push(name);
    };
    const writers = Array.from({ length: 3 }, async (_, w) => {
      for (let i = 0; !stop; i++) await register(`dur${w}x${i}`).catch(() => undefined);
    });
    while (acknowledged.length < 12) await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGKILL');
    stop = true;
    await server.exited;
    await Promise.all(writers);

    const restarted = await startServerProcess({ DATA_DIR: dataDir, SMTP_URL: inbox.url });
    expect(restarted.output()).toContain('ready on');
    for (const name of acknowledged) {
      const login = await call(restarted.url, 'POST', '/swx/customer/login/login', {
        body: { username: name, password: 'durable passphrase' },
      });
      expect(login.code, name).toBe(200);
    }
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    const database = await openPglite(dataDir);
    try {
      const users = await queryRows<{ id: number; username: string }>(database.db, sql`select id, username from users`);
      for (const name of acknowledged) {
        const user = users.find((u) => u.username === name);
        expect(user, name).toBeDefined();
        const demo = await accountBalance(database.db, await customerAccountId(database.db, user!.id, 'demo', 'USDT'));
        expect(demo.balance.toString()).toBe('100000');
      }
      expect(await findViolations(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

const ORDER_LOOPS = 20;
/** The server is killed once this many orders have been acknowledged, with every loop still sending. */
const ACKNOWLEDGED_BEFORE_KILL = 100;

/** Where a server process keeps its data, and how this test reads it while no server runs. */
interface Store {
  env: Record<string, string>;
  use<T>(read: (db: Db) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

async function storeOf(kind: DatabaseKind): Promise<Store> {
  if (kind === 'postgres') {
    const database = await freshDatabase('postgres', 2);
    return { env: { DATABASE_URL: database.url! }, use: (read) => read(database.db), dispose: () => database.close() };
  }
  const dataDir = await migratedDataDir('tp-durability-orders-');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    async use(read) {
      const database = await openPglite(dataDir);
      try {
        return await read(database.db);
      } finally {
        await database.close();
      }
    },
    async dispose() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Customers with a session and the demo grant, written before the server opens the database; their tokens. */
async function prepareCustomers(db: Db, count: number): Promise<string[]> {
  const expiresAt = new Date(Date.now() + 3600_000);
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const token = newToken();
    await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        username: `ord${i}x${randomBytes(3).toString('hex')}`,
        inviteCode: newInviteCode(),
      });
      await tx.insert(sessions).values({ userId: user.id, tokenHash: hashSecret(token), expiresAt });
      await grantDemoFunds(tx, user.id);
    });
    tokens.push(token);
  }
  return tokens;
}

async function btcId(url: string): Promise<number> {
  const answer = await call<{ id: number; code: string }[]>(url, 'GET', '/swx/customer/index/listMarketByType?type=2');
  const found = answer.result.find((instrument) => instrument.code === 'BTCUSDT');
  if (!found) throw new Error('no BTCUSDT');
  return found.id;
}

interface Acknowledged {
  token: string;
  position: PositionRecord;
}

/**
 * One loop per customer opening small positions back to back; SIGKILL once enough were
 * acknowledged. Every answer that arrived with code 200 counts, even one read after the kill.
 */
async function openUntilKilled(server: ServerProcess, tokens: readonly string[]): Promise<Acknowledged[]> {
  const instrumentId = await btcId(server.url);
  const acknowledged: Acknowledged[] = [];
  let killed = false;
  const loop = async (token: string) => {
    for (let n = 0; !killed; n++) {
      const body = { instrumentId, side: n % 2 ? 'short' : 'long', lots: '0.001', leverage: 20 };
      const answer = await call<PositionRecord | null>(server.url, 'POST', `${ORDER}/openPosition`, {
        token,
        body,
        headers: DEMO,
      }).catch(() => null);
      if (answer?.code === 200 && answer.result) acknowledged.push({ token, position: answer.result });
    }
  };
  const loops = tokens.map(loop);
  const deadline = Date.now() + 60_000;
  while (acknowledged.length < ACKNOWLEDGED_BEFORE_KILL && server.child.exitCode === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  server.child.kill('SIGKILL');
  killed = true;
  await server.exited;
  await Promise.all(loops);
  if (acknowledged.length < ACKNOWLEDGED_BEFORE_KILL) {
    throw new Error(`too few orders acknowledged:\n${server.output()}`);
  }
  return acknowledged;
}

/** What an acknowledged open promised and must still hold: the position, open, with its margin and price. */
const promised = (position: PositionRecord) => {
  const { id, status, side, lots, leverage, openPrice, margin, fee, openedAt } = position;
  return { id, status, side, lots, leverage, openPrice, margin, fee, openedAt };
};

/**
 * An order answered with its position is committed: a server killed with SIGKILL while orders
 * stream in, then restarted on the same data, still holds every acknowledged position as it was
 * answered, and balanced books. Orders whose answer never arrived may or may not have opened.
 */
describe.each(databaseKinds)('orders under a real server process on %s', (kind) => {
  it('keeps every acknowledged position, open with its margin, after SIGKILL in the middle of orders', async () => {
    const store = await storeOf(kind);
    const servers: ServerProcess[] = [];
    try {
      const tokens = await store.use((db) => prepareCustomers(db, ORDER_LOOPS));
      const env = { ...store.env, PRICE_SOURCE: 'simulated' };
      const server = await startServerProcess(env);
      servers.push(server);
      expect(server.output()).toContain('ready on');
      const acknowledged = await openUntilKilled(server, tokens);

      const restarted = await startServerProcess(env);
      servers.push(restarted);
      expect(restarted.output()).toContain('ready on');
      for (const { token, position } of acknowledged) {
        const byId = `${ORDER}/getPositionById/${position.id}`;
        const answer = await call<PositionRecord | null>(restarted.url, 'GET', byId, { token, headers: DEMO });
        expect(answer.code, `position ${position.id}`).toBe(200);
        expect(promised(answer.result!)).toEqual(promised(position));
      }
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
      expect(await store.use(findViolations)).toEqual([]);
    } finally {
      for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await Promise.all(servers.map((server) => server.exited));
      await store.dispose();
    }
  });
});
