import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, StartedChat } from '@tp/contract';
import { call } from '../../../test/app.ts';
import { chatMessagesOf, openChatSocket, type ChatSocket } from '../../../test/chat-socket.ts';
import { freshDatabase, postgresAvailable } from '../../../test/databases.ts';
import { REDIS_URL, redisAvailable } from '../../../test/redis.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';

const LIVE = { timeout: 10_000, interval: 50 };

/**
 * Two server processes on one PostgreSQL and one Redis, as the README's "Scale out" runs them: a
 * visitor on one node and an operator on the other see each other's messages live, both ways.
 */
describe.runIf(postgresAvailable && redisAvailable)('support chat scaled out to two server processes', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  const servers: ServerProcess[] = [];
  const sockets: ChatSocket[] = [];
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

  it('delivers a visitor’s message on one node to the operator on the other, and the reply back', async () => {
    const env = { DATABASE_URL: database!.url!, REDIS_URL };
    for (let i = 0; i < 2; i++) servers.push(await startServerProcess(env));
    const [nodeA, nodeB] = servers as [ServerProcess, ServerProcess];
    const [, name, password] = /name "([^"]+)", password "([^"]+)"/.exec(nodeA.output()) ?? [];
    const operatorToken = (
      await call<{ token: string }>(nodeB.url, 'POST', '/backoffice/api/login', { body: { name, password } })
    ).result.token;
    const inbox = await openChatSocket(nodeB.url, { op: 'auth', operatorToken });
    sockets.push(inbox);

    const started = await call<StartedChat>(nodeA.url, 'POST', '/swx/customer/chat/start', {
      body: { name: 'Nina', email: 'nina@example.test', language: 'en' },
    });
    const visitorToken = started.result.visitorToken!;
    const conversationId = started.result.conversation.id;
    const page = await openChatSocket(nodeA.url, { op: 'auth', conversationId, since: 0, visitorToken });
    sockets.push(page);
    await vi.waitFor(() => expect(page.received).toContainEqual({ type: 'ready' }), LIVE);

    const sent = await call<ChatMessage>(nodeA.url, 'POST', '/swx/customer/chat/send', {
      headers: { 'x-chat-visitor': visitorToken },
      body: { conversationId, text: 'Hello from node A', clientId: 'scaled-0001' },
    });
    await vi.waitFor(() => expect(chatMessagesOf(inbox).map((m) => m.id)).toContain(sent.result.id), LIVE);
    await call(nodeB.url, 'POST', '/backoffice/api/chat/reply', {
      token: operatorToken,
      body: { conversationId, text: 'Hello from node B', clientId: 'scaled-0002' },
    });
    await vi.waitFor(
      () => expect(chatMessagesOf(page).map((m) => m.text)).toEqual(['Hello from node A', 'Hello from node B']),
      LIVE,
    );
  });
});
