import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { call, startTestApp, type TestApp, TEST_PASSWORDS } from '../../../test/app.ts';
import { databaseKinds, freshDatabase, POSTGRES_ADMIN_URL, postgresAvailable } from '../../../test/databases.ts';
import { newUser } from '../../../test/fixtures.ts';
import {
  LOGIN,
  PASSWORD,
  login,
  mailedCode,
  repassword,
  resetPassword,
  signUp,
  userInfo,
} from '../../../test/signin.ts';
import { createLimiters } from '../../core/rate-limits.ts';
import { users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import type { Mail } from './mailer.ts';
import * as repo from './repo.ts';
import { AuthService } from './service.ts';
import { SessionCache } from './session-cache.ts';
import { listenForSessionRevocations } from './session-revocations.ts';
import { twoNodesOnOnePostgres } from '../../../test/two-nodes.ts';

/** Far longer than any test: a session refused in time was refused because it was dropped, not because it aged out. */
const LONG_TTL_MS = 60_000;
/** How long a push may take to reach a node in these tests; the tests pass as soon as it arrives. */
const PUSH = { timeout: 5000, interval: 20 };

const refused = async (app: TestApp, token: string) => expect((await userInfo(app, token)).code).toBe(401);
const accepted = async (app: TestApp, token: string) => expect((await userInfo(app, token)).code).toBe(200);
const logout = (app: TestApp, token: string) => call(app.url, 'POST', `${LOGIN}/logout`, { token });
const disableByHand = (db: Db, userId: number) =>
  db.update(users).set({ status: 'disabled' }).where(eq(users.id, userId));

describe.each(databaseKinds)('ending customer sessions on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { sessionCacheTtlMs: LONG_TTL_MS, tradingEngine: false, optionsSettler: false });
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses a token at once after its logout', async () => {
    const { token } = await signUp(app);
    await accepted(app, token);
    expect((await logout(app, token)).code).toBe(200);
    await refused(app, token);
  });

  it('refuses the other sessions at once after a password change, and keeps the one that changed it', async () => {
    const { token, user } = await signUp(app);
    const other = (await login(app, user.username)).result!.token;
    await accepted(app, other);
    expect((await repassword(app, token, PASSWORD, 'another passphrase')).code).toBe(200);
    await refused(app, other);
    await accepted(app, token);
  });

  it('refuses every session at once after a password reset', async () => {
    const { token, user } = await signUp(app);
    await accepted(app, token);
    const code = await mailedCode(app, user.email, 'reset');
    expect((await resetPassword(app, user.email, code, 'another passphrase')).code).toBe(200);
    await refused(app, token);
  });

  it('refuses the sessions of a customer an operator disables in the database', async () => {
    const { token, user } = await signUp(app);
    await accepted(app, token);
    await disableByHand(app.database.db, user.id);
    await vi.waitFor(() => refused(app, token), PUSH);
  });

  /** The service that ends a session drops it from its own memory, before and without any push. */
  describe('the node that ends a session', () => {
    const mails: Mail[] = [];
    let auth: AuthService;
    let userId: number;
    beforeAll(async () => {
      // Resumed by hand and told nothing by the database: only the service's own dropping can clear it.
      const sessionCache = new SessionCache({ ttlMs: LONG_TTL_MS, maxEntries: 100, now: () => new Date() });
      sessionCache.resume();
      const mailer = { send: (mail: Mail) => Promise.resolve(void mails.push(mail)) };
      const { db } = app.database;
      auth = new AuthService({
        db,
        mailer,
        limiters: createLimiters(null),
        sessionTtlMs: 3600_000,
        sessionCache,
        passwords: TEST_PASSWORDS,
        now: () => new Date(),
      });
      userId = await newUser(db);
      await repo.setPasswordHash(db, userId, await TEST_PASSWORDS.hash(PASSWORD));
    });
    const openSession = async () => {
      const token = await auth.openSession(app.database.db, userId);
      const session = await auth.authenticate(token);
      expect(session?.userId).toBe(userId);
      return { token, session: session! };
    };

    it('refuses it at once after logout', async () => {
      const { token, session } = await openSession();
      await auth.logout(session);
      expect(await auth.authenticate(token)).toBeNull();
    });

    it('refuses the others at once after a password change', async () => {
      const kept = await openSession();
      const other = await openSession();
      await auth.changePassword(kept.session, PASSWORD, 'another passphrase');
      expect(await auth.authenticate(other.token)).toBeNull();
      expect(await auth.authenticate(kept.token)).toEqual(kept.session);
      await repo.setPasswordHash(app.database.db, userId, await TEST_PASSWORDS.hash(PASSWORD));
    });

    it('refuses all at once after a password reset', async () => {
      const { token } = await openSession();
      const [user] = await app.database.db.select().from(users).where(eq(users.id, userId));
      await auth.sendCode(user!.email!, 'reset', '192.0.2.1');
      const code = /\b(\d{6})\b/.exec(mails.at(-1)!.text)![1]!;
      await auth.resetPassword(user!.email!, code, PASSWORD, '192.0.2.1');
      expect(await auth.authenticate(token)).toBeNull();
    });
  });
});

describe.runIf(postgresAvailable)('two nodes on one PostgreSQL', () => {
  const nodes = twoNodesOnOnePostgres({ sessionCacheTtlMs: LONG_TTL_MS, tradingEngine: false, optionsSettler: false });

  it('a session opened on one node works on the other at once', async () => {
    const { token } = await signUp(nodes.a);
    await accepted(nodes.b, token);
  });

  it('a logout on A is refused on B, which had the session in memory', async () => {
    const { token } = await signUp(nodes.a);
    await accepted(nodes.b, token);
    expect((await logout(nodes.a, token)).code).toBe(200);
    await vi.waitFor(() => refused(nodes.b, token), PUSH);
  });

  it('a password change on A refuses the other sessions on B', async () => {
    const { token, user } = await signUp(nodes.a);
    const other = (await login(nodes.a, user.username)).result!.token;
    await accepted(nodes.b, other);
    await accepted(nodes.b, token);
    expect((await repassword(nodes.a, token, PASSWORD, 'another passphrase')).code).toBe(200);
    await vi.waitFor(() => refused(nodes.b, other), PUSH);
    await accepted(nodes.b, token);
  });

  it('a customer disabled in the database is refused on both nodes', async () => {
    const { token, user } = await signUp(nodes.a);
    await accepted(nodes.a, token);
    await accepted(nodes.b, token);
    await disableByHand(nodes.database.db, user.id);
    await vi.waitFor(() => refused(nodes.a, token), PUSH);
    await vi.waitFor(() => refused(nodes.b, token), PUSH);
  });
});

describe.runIf(postgresAvailable)('the listening connection on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await freshDatabase('postgres', 2);
    admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await database.close();
  });

  it('while it is down, nothing is answered from memory; once it listens again, memory and pushes are back', async () => {
    const name = new URL(database.url!).pathname.slice(1);
    const cache = new SessionCache({ ttlMs: LONG_TTL_MS, maxEntries: 100, now: () => new Date() });
    const revocations = await listenForSessionRevocations(database.db, cache, { info() {}, warn() {} });
    const userId = await newUser(database.db);
    /** How many of `lookups` lookups of one live session went to the database. */
    const loadsOf = async (lookups: number) => {
      let loads = 0;
      for (let i = 0; i < lookups; i++) {
        await cache.readThrough('token', () => {
          loads++;
          return Promise.resolve({ userId, sessionId: 1, expiresAt: new Date(Date.now() + 3600_000) });
        });
      }
      return loads;
    };
    try {
      expect(await loadsOf(2)).toBe(1);
      await admin.query(`alter database ${name} with allow_connections false`);
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query like 'listen %'`,
        [name],
      );
      await vi.waitFor(async () => expect(await loadsOf(2)).toBe(2), PUSH);
      await admin.query(`alter database ${name} with allow_connections true`);
      await vi.waitFor(async () => expect(await loadsOf(2)).toBe(1), { ...PUSH, timeout: 15_000 });
      await disableByHand(database.db, userId);
      await vi.waitFor(async () => expect(await loadsOf(1)).toBe(1), PUSH);
    } finally {
      await admin.query(`alter database ${name} with allow_connections true`);
      await revocations.close();
    }
  });
});
