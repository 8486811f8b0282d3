import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  BACKOFFICE_API,
  CHAT_VISITOR_HEADER,
  CHAT_VISITOR_RETENTION_MS,
  type ChatAvailability,
  type ChatConversation,
  type ChatInboxPage,
  type ChatMessage,
  type ChatThread,
  type StartedChat,
} from '@tp/contract';
import { call, startTestApp, type Answer, type TestApp, TEST_PASSWORDS } from '../../../test/app.ts';
import { chatMessagesOf, openChatSocket, type ChatSocket } from '../../../test/chat-socket.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { signUp, type SignedUp } from '../../../test/signin.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, chatConversations, chatMessages, emailOutbox, params, users } from '../../db/schema.ts';
import { ensureFirstOperator } from '../backoffice/operators.ts';
import { png } from '../wallet/wallet.fixtures.ts';

const CHAT = '/swx/customer/chat';
const BO = `${BACKOFFICE_API}/chat`;
const LIVE = { timeout: 5000, interval: 25 };
/** A Sunday noon: outside the default hours (Monday to Friday). */
const SUNDAY = Date.parse('2026-03-08T12:00:00.000Z');
let clientIds = 0;
const clientId = () => `client-${String(++clientIds).padStart(4, '0')}`;

describe.each(databaseKinds)('support chat on %s', (kind) => {
  const clock = { now: new Date(SUNDAY) };
  let app: TestApp;
  let db: Db;
  let admin = '';
  let adminId = 0;
  let support = { token: '', id: 0 };
  let reviewer = '';
  const sockets: ChatSocket[] = [];

  const as = (who: SignedUp | { visitor: string }) =>
    'token' in who ? { token: who.token } : { headers: { [CHAT_VISITOR_HEADER]: who.visitor } };
  const chat = <T>(method: 'GET' | 'POST', path: string, who: SignedUp | { visitor: string } | null, body?: unknown) =>
    call<T>(app.url, method, `${CHAT}/${path}`, { ...(who ? as(who) : {}), body });
  const bo = <T>(method: 'GET' | 'POST', path: string, token: string, body?: unknown) =>
    call<T>(app.url, method, `${BO}/${path}`, { token, body });
  const send = (who: SignedUp | { visitor: string }, conversationId: number, text: string) =>
    chat<ChatMessage>('POST', 'send', who, { conversationId, text, clientId: clientId() });
  const reply = (token: string, conversationId: number, text: string) =>
    bo<ChatMessage>('POST', 'reply', token, { conversationId, text, clientId: clientId() });
  const open = async (first: unknown) => {
    const socket = await openChatSocket(app.url, first);
    sockets.push(socket);
    return socket;
  };
  const messageCount = async (conversationId: number) =>
    (await db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId))).length;
  async function customerChat(): Promise<{ who: SignedUp; conversation: ChatConversation }> {
    const who = await signUp(app);
    const started = await chat<StartedChat>('POST', 'start', who, { language: 'en' });
    return { who, conversation: started.result.conversation };
  }

  beforeAll(async () => {
    app = await startTestApp(kind, {
      clock,
      planAccrual: false,
      tradingEngine: false,
      optionsSettler: false,
      limits: { chatMessagesPerConversation: { points: 8, durationSec: 60 } },
    });
    db = app.database.db;
    const first = await ensureFirstOperator(db, { warn: () => undefined }, TEST_PASSWORDS);
    const login = async (name: string, password: string) =>
      (
        await call<{ token: string; operator: { id: number } }>(app.url, 'POST', `${BACKOFFICE_API}/login`, {
          body: { name, password },
        })
      ).result;
    const adminLogin = await login(first!.name, first!.password);
    admin = adminLogin.token;
    adminId = adminLogin.operator.id;
    const created = async (name: string, role: string) =>
      (
        await call<{ password: string }>(app.url, 'POST', `${BACKOFFICE_API}/operators`, {
          token: admin,
          body: { name, role },
        })
      ).result.password;
    const supportLogin = await login('helper', await created('helper', 'support'));
    support = { token: supportLogin.token, id: supportLogin.operator.id };
    reviewer = (await login('checker', await created('checker', 'reviewer'))).token;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app.close();
  });

  it('runs a conversation from the first message to the rating, live on both sides', async () => {
    await db
      .insert(params)
      .values({ key: 'chatWorkingHours', value: '24/7', isPublic: true })
      .onConflictDoUpdate({ target: params.key, set: { value: '24/7' } });
    const inbox = await open({ op: 'auth', operatorToken: support.token });
    await vi.waitFor(() => expect(inbox.received).toContainEqual({ type: 'ready' }), LIVE);
    await vi.waitFor(
      async () =>
        expect((await chat<ChatAvailability>('GET', 'availability', null)).result).toMatchObject({
          withinHours: true,
          operatorOnline: true,
        }),
      LIVE,
    );

    const { who, conversation } = await customerChat();
    expect(conversation).toMatchObject({ status: 'open', kind: 'customer', lastSeq: 0 });
    // Starting again answers the same open conversation.
    expect((await chat<StartedChat>('POST', 'start', who, { language: 'en' })).result.conversation.id).toBe(
      conversation.id,
    );
    const page = await open({ op: 'auth', conversationId: conversation.id, since: 0, token: who.token });
    await vi.waitFor(() => expect(page.received).toContainEqual({ type: 'ready' }), LIVE);

    const first = await send(who, conversation.id, 'Hello, my deposit is late');
    expect(first.result).toMatchObject({ seq: 1, author: 'customer', operatorName: null });
    await vi.waitFor(() => expect(chatMessagesOf(inbox).map((m) => m.id)).toContain(first.result.id), LIVE);
    const unassigned = await bo<ChatInboxPage>('GET', 'inbox?filter=unassigned', support.token);
    expect(unassigned.result.list.find((c) => c.id === conversation.id)).toMatchObject({
      unread: 1,
      who: who.user.username,
    });
    const found = await bo<ChatInboxPage>('GET', `inbox?filter=open&q=${who.user.username}`, support.token);
    expect(found.result.list.map((c) => c.id)).toEqual([conversation.id]);

    page.send({ op: 'typing' });
    await vi.waitFor(
      () => expect(inbox.received).toContainEqual({ type: 'typing', conversationId: conversation.id, by: 'customer' }),
      LIVE,
    );
    expect(
      (await bo<ChatThread>('POST', 'take', support.token, { conversationId: conversation.id })).result.conversation
        .operatorName,
    ).toBe('helper');
    // Taken: another operator may not answer it until it is transferred.
    expect((await reply(admin, conversation.id, 'Me too')).code).toBe(10088);
    const answer = await reply(support.token, conversation.id, 'Let me check that for you.');
    expect(answer.result).toMatchObject({ seq: 2, author: 'operator', operatorName: 'helper' });
    await vi.waitFor(() => expect(chatMessagesOf(page).map((m) => m.seq)).toEqual([1, 2]), LIVE);

    const read = await chat<ChatConversation>('POST', 'read', who, { conversationId: conversation.id, seq: 2 });
    expect(read.result.customerReadSeq).toBe(2);
    await vi.waitFor(
      () =>
        expect(inbox.received).toContainEqual({
          type: 'conversation',
          conversation: { ...read.result },
        }),
      LIVE,
    );

    const form = new FormData();
    form.append('file', new Blob([Buffer.from(png())], { type: 'image/png' }), 'shot.png');
    const image = await fetch(`${app.url}${CHAT}/upload/${conversation.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who.token}` },
      body: form,
    });
    const imageMessage = ((await image.json()) as Answer<ChatMessage>).result;
    expect(imageMessage.attachmentId).toMatch(/^[0-9a-f-]{36}$/);
    const seen = await fetch(`${app.url}${BO}/attachment/${imageMessage.attachmentId}`, {
      headers: { authorization: `Bearer ${support.token}` },
    });
    expect(seen.headers.get('content-type')).toBe('image/png');

    const transferred = await bo<ChatThread>('POST', 'transfer', support.token, {
      conversationId: conversation.id,
      operatorId: adminId,
    });
    expect(transferred.result.conversation.operatorId).toBe(adminId);
    expect(
      (await bo<ChatThread>('POST', 'close', admin, { conversationId: conversation.id })).result.conversation.status,
    ).toBe('closed');
    expect((await send(who, conversation.id, 'One more thing')).code).toBe(10088);
    const rated = await chat<ChatConversation>('POST', 'rate', who, {
      conversationId: conversation.id,
      rating: 5,
      comment: 'Quick and kind.',
    });
    expect(rated.result).toMatchObject({ rating: 5, status: 'closed' });
    expect((await chat('POST', 'rate', who, { conversationId: conversation.id, rating: 1 })).code).toBe(10088);
    const rating = await call<ChatThread>(app.url, 'GET', `${BO}/thread?conversationId=${conversation.id}`, {
      token: support.token,
    });
    expect(rating.result.conversation).toMatchObject({ rating: 5, ratingComment: 'Quick and kind.' });
    const history = await chat<ChatConversation[]>('GET', 'conversations', who);
    expect(history.result.map((c) => c.id)).toEqual([conversation.id]);
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, 'chat_conversation'), eq(auditLog.targetId, String(conversation.id))));
    expect(actions.map((a) => a.action)).toEqual(['chat.take', 'chat.transfer', 'chat.close']);
    await db.delete(params).where(eq(params.key, 'chatWorkingHours'));
  });

  it('keeps each conversation to its own customer or visitor, and the inbox to operators who answer chats', async () => {
    const { who, conversation } = await customerChat();
    await send(who, conversation.id, 'mine');
    const other = await signUp(app);
    const visitor = await chat<StartedChat>('POST', 'start', null, {
      name: 'Vera',
      email: 'vera@example.test',
      language: 'de',
    });
    const stranger = { visitor: visitor.result.visitorToken! };
    for (const intruder of [other, stranger]) {
      expect((await chat('GET', `messages?conversationId=${conversation.id}`, intruder)).code).toBe(10088);
      expect((await send(intruder, conversation.id, 'let me in')).code).toBe(10088);
      expect((await chat('POST', 'close', intruder, { conversationId: conversation.id })).code).toBe(10088);
    }
    expect((await chat('GET', `messages?conversationId=${conversation.id}`, null)).code).toBe(401);
    expect(await messageCount(conversation.id)).toBe(1);
    const socket = await open({ op: 'auth', conversationId: conversation.id, since: 0, token: other.token });
    expect(await socket.closed).toBe(4401);
    expect((await call(app.url, 'GET', `${BO}/inbox`, { token: who.token })).code).toBe(401);
    expect((await bo('GET', 'inbox', reviewer)).code).toBe(403);
    const operatorSocket = await open({ op: 'auth', operatorToken: who.token });
    expect(await operatorSocket.closed).toBe(4401);
  });

  it('refuses bad input with its code and stores nothing', async () => {
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(chatConversations);
    expect((await chat('POST', 'start', null, { name: 'Vic', language: 'en' })).code).toBe(10002);
    expect((await chat('POST', 'start', null, { name: 'Vic', email: 'not-an-address', language: 'en' })).code).toBe(
      10002,
    );
    expect((await chat('POST', 'start', null, { name: ' ', email: 'vic@example.test', language: 'en' })).code).toBe(
      10088,
    );
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(chatConversations);
    expect(after[0]!.n).toBe(before[0]!.n);

    const { who, conversation } = await customerChat();
    expect((await send(who, conversation.id, '   ')).code).toBe(10088);
    expect((await send(who, conversation.id, 'x'.repeat(1001))).code).toBe(10088);
    const upload = async (bytes: Uint8Array, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([Buffer.from(bytes)], { type }), 'file');
      const response = await fetch(`${app.url}${CHAT}/upload/${conversation.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${who.token}` },
        body: form,
      });
      return ((await response.json()) as Answer).code;
    };
    expect(await upload(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'image/svg+xml')).toBe(10088);
    expect(await upload(new Uint8Array(2 * 1024 * 1024 + 1), 'image/png')).toBe(10088);
    expect(await messageCount(conversation.id)).toBe(0);
  });

  it('keeps markup as text: what is sent is what is stored and shown, never HTML', async () => {
    const { who, conversation } = await customerChat();
    const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script> see https://example.test/?a=1&b=<2>';
    expect((await send(who, conversation.id, markup)).result.text).toBe(markup);
    const stored = await chat<ChatMessage[]>('GET', `messages?conversationId=${conversation.id}`, who);
    expect(stored.result.map((m) => m.text)).toEqual([markup]);
  });

  it('delivers what a page missed while away, in order, once each, on reconnecting with since', async () => {
    const { who, conversation } = await customerChat();
    const first = await open({ op: 'auth', conversationId: conversation.id, since: 0, token: who.token });
    await Promise.all([1, 2, 3].map((n) => reply(support.token, conversation.id, `reply ${n}`)));
    await vi.waitFor(() => expect(chatMessagesOf(first).map((m) => m.seq)).toEqual([1, 2, 3]), LIVE);
    first.close();
    await first.closed;
    for (const n of [4, 5]) await reply(support.token, conversation.id, `while away ${n}`);
    const again = await open({ op: 'auth', conversationId: conversation.id, since: 3, token: who.token });
    // Messages sent while the page reconnects arrive once, after what it missed.
    const during = reply(support.token, conversation.id, 'while reconnecting');
    await during;
    await vi.waitFor(() => expect(chatMessagesOf(again).map((m) => m.seq)).toEqual([4, 5, 6]), LIVE);
    expect(chatMessagesOf(again).map((m) => m.text)).toEqual(['while away 4', 'while away 5', 'while reconnecting']);
  });

  it('throttles a flooding conversation with 429 and stores nothing past the limit', async () => {
    const { who, conversation } = await customerChat();
    const answers = [];
    for (let n = 0; n < 9; n++) answers.push(await send(who, conversation.id, `flood ${n}`));
    expect(answers.slice(0, 8).every((a) => a.code === 200)).toBe(true);
    expect(answers[8]!.status).toBe(429);
    expect(await messageCount(conversation.id)).toBe(8);
  });

  it('tells a visitor outside working hours when to expect an answer, e-mails the reply, and forgets them in time', async () => {
    const availability = (await chat<ChatAvailability>('GET', 'availability', null)).result;
    expect(availability).toMatchObject({
      withinHours: false,
      hours: '1-5 08:00-20:00',
      nextOpenAt: Date.parse('2026-03-09T08:00:00.000Z'),
    });
    const started = await chat<StartedChat>('POST', 'start', null, {
      name: 'Olga',
      email: 'olga@example.test',
      language: 'fr',
    });
    const visitor = { visitor: started.result.visitorToken! };
    const id = started.result.conversation.id;
    expect((await send(visitor, id, 'Are you there?')).code).toBe(200);
    expect((await reply(support.token, id, 'We are now: here is the answer.')).code).toBe(200);
    await app.mailOutbox.sendDue();
    await vi.waitFor(() => expect(app.inbox.to('olga@example.test')).toHaveLength(1), LIVE);
    const mail = app.inbox.to('olga@example.test')[0]!;
    expect(mail.subject).toBe('Le service client a répondu à votre message');
    expect(mail.text).toContain('We are now: here is the answer.');
    expect(mail.text).not.toContain(started.result.visitorToken!);

    clock.now = new Date(SUNDAY + CHAT_VISITOR_RETENTION_MS + 60_000);
    await app.chatExpiry.expireDue();
    expect(await db.select().from(chatConversations).where(eq(chatConversations.id, id))).toEqual([]);
    clock.now = new Date(SUNDAY);
  });
  it("e-mails a customer's reply through the outbox, opening with their anti-phishing code, and never copies the words", async () => {
    const { who, conversation } = await customerChat();
    await db.update(users).set({ antiPhishingCode: 'Blue heron 42' }).where(eq(users.id, who.user.id));
    expect((await send(who, conversation.id, 'Where is my deposit?')).code).toBe(200);
    const answer = await reply(support.token, conversation.id, 'It arrived: see your balance.');
    expect(answer.code).toBe(200);
    const queued = await db.select().from(emailOutbox).where(eq(emailOutbox.chatMessageId, answer.result.id));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ userId: who.user.id, kind: 'chat_reply', sentAt: null });
    // The outbox names the message: the reply's words and the address stay in their own tables.
    expect(JSON.stringify(queued[0]!.payload)).not.toContain('arrived');
    await app.mailOutbox.sendDue();
    await vi.waitFor(() => expect(app.inbox.to(who.user.email)).toHaveLength(2), LIVE);
    const mail = app.inbox.to(who.user.email).at(-1)!;
    expect(mail.subject).toBe('Customer support replied to your message');
    expect(mail.text?.split('\n')[0]).toBe('Your anti-phishing code: Blue heron 42');
    expect(mail.text).toContain('helper:\n\nIt arrived: see your balance.');
    const [sent] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, queued[0]!.id));
    expect(sent!.sentAt).not.toBeNull();
  });

  it("drops a visitor's unsent reply with their conversation when it expires", async () => {
    const started = await chat<StartedChat>('POST', 'start', null, {
      name: 'Ines',
      email: 'ines@example.test',
      language: 'es',
    });
    const id = started.result.conversation.id;
    expect((await send({ visitor: started.result.visitorToken! }, id, 'Hola')).code).toBe(200);
    const answer = await reply(support.token, id, 'Hola, Ines.');
    const queued = () => db.select().from(emailOutbox).where(eq(emailOutbox.chatMessageId, answer.result.id));
    expect(await queued()).toHaveLength(1);
    clock.now = new Date(SUNDAY + CHAT_VISITOR_RETENTION_MS + 60_000);
    try {
      await app.chatExpiry.expireDue();
    } finally {
      clock.now = new Date(SUNDAY);
    }
    expect(await queued()).toEqual([]);
    await app.mailOutbox.sendDue();
    expect(app.inbox.to('ines@example.test')).toEqual([]);
  });
});
