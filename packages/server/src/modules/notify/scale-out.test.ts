import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTIFY_CLOSE_SESSION } from '@tp/contract';
import { call } from '../../../test/app.ts';
import { freshDatabase, postgresAvailable } from '../../../test/databases.ts';
import { authMessage, openNotifySocket, pushed, type NotifySocket } from '../../../test/notify-socket.ts';
import { REDIS_URL, redisAvailable } from '../../../test/redis.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';
import { hashSecret, newToken } from '../../core/secrets.ts';
import { sessions, users } from '../../db/schema.ts';

const PUSH = { timeout: 10_000, interval: 50 };

/**
 * Two server processes on one PostgreSQL and one Redis, as the README's "Scale out" runs them: an
 * operator's notice sent through one node reaches the customer's page on the other, and a logout
 * on one closes the customer's channel on the other.
 */
describe.runIf(postgresAvailable && redisAvailable)('live notifications scaled out to two server processes', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  const servers: ServerProcess[] = [];
  const sockets: NotifySocket[] = [];
  beforeAll(async () => {
    database = await freshDatabase('postgres', 2);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    await database?.close();
  });

  it("pushes a notice sent on one node to the customer's page on the other", async () => {
    const env = { DATABASE_URL: database!.url!, REDIS_URL };
    for (let i = 0; i < 2; i++) {
      const server = await startServerProcess(env);
      servers.push(server);
      expect(server.output(), server.output()).toContain('"msg":"ready on');
    }
    const [nodeA, nodeB] = servers as [ServerProcess, ServerProcess];
    const db = database!.db;
    // The first node's first start created the administrator and printed its password once.
    const [, name, password] = /name "([^"]+)", password "([^"]+)"/.exec(nodeA.output()) ?? [];
    const operator = { name, password };
    const [customer] = await db
      .insert(users)
      .values({ username: 'scaled', email: 'scaled@example.test', inviteCode: 'SCALED01' })
      .returning({ id: users.id });
    const token = newToken();
    await db
      .insert(sessions)
      .values({ userId: customer!.id, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + 3600_000) });

    const onB = await openNotifySocket(nodeB.url, authMessage(token));
    sockets.push(onB);
    await vi.waitFor(() => expect(onB.messages).toContainEqual({ type: 'ready' }), PUSH);
    const operatorToken = (
      await call<{ token: string }>(nodeA.url, 'POST', '/backoffice/api/login', { body: operator })
    ).result.token;
    const sent = await call(nodeA.url, 'POST', '/backoffice/api/notices', {
      token: operatorToken,
      body: { audience: 'customer', userId: customer!.id, texts: { en: { title: 'Scaled', body: 'Out.' } } },
    });
    expect(sent.code).toBe(200);
    await vi.waitFor(() => expect(pushed(onB)).toMatchObject([{ kind: 'operator_notice' }]), PUSH);

    expect((await call(nodeA.url, 'POST', '/swx/customer/login/logout', { token })).code).toBe(200);
    expect(await onB.closed).toBe(NOTIFY_CLOSE_SESSION);
  });
});
