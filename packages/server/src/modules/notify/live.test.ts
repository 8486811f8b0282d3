import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTIFY_CLOSE_PROTOCOL, NOTIFY_CLOSE_SESSION } from '@tp/contract';
import { call, startTestApp, type TestApp } from '../../../test/app.ts';
import { databaseKinds, postgresAvailable } from '../../../test/databases.ts';
import { authMessage, openNotifySocket, pushed, type NotifySocket } from '../../../test/notify-socket.ts';
import { LOGIN, login, signUp } from '../../../test/signin.ts';
import { notify } from './service.ts';
import { twoNodesOnOnePostgres } from '../../../test/two-nodes.ts';

const PUSH = { timeout: 5000, interval: 20 };
const ready = (socket: NotifySocket) =>
  vi.waitFor(() => expect(socket.messages).toContainEqual({ type: 'ready' }), PUSH);

describe.each(databaseKinds)('the live notification channel on %s', (kind) => {
  let app: TestApp;
  const sockets: NotifySocket[] = [];
  const open = async (first: string | null) => {
    const socket = await openNotifySocket(app.url, first);
    sockets.push(socket);
    return socket;
  };
  beforeAll(async () => {
    app = await startTestApp(kind, { tradingEngine: false, optionsSettler: false, planAccrual: false });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app.close();
  });

  it("pushes a customer's notification at commit to their own sockets, never to another's", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const [aPhone, aDesk, bSocket] = await Promise.all([
      open(authMessage(a.token)),
      open(authMessage(a.token)),
      open(authMessage(b.token)),
    ]);
    await Promise.all([ready(aPhone), ready(aDesk), ready(bSocket)]);

    await app.database.db.transaction((tx) =>
      notify(tx, a.user.id, 'deposit_completed', { depositId: 7, amount: '12.5', coin: 'USDT' }),
    );
    for (const socket of [aPhone, aDesk]) {
      await vi.waitFor(() => expect(pushed(socket)).toHaveLength(1), PUSH);
      expect(pushed(socket)[0]).toMatchObject({
        kind: 'deposit_completed',
        payload: { depositId: 7, amount: '12.5', coin: 'USDT' },
      });
      expect(pushed(socket)[0]).not.toHaveProperty('userId');
    }
    // B's own arrives; A's never did.
    await app.database.db.transaction((tx) => notify(tx, b.user.id, 'position_closed', { positionId: 3 }));
    await vi.waitFor(() => expect(pushed(bSocket)).toHaveLength(1), PUSH);
    expect(pushed(bSocket)[0]).toMatchObject({ kind: 'position_closed' });
  });

  it('pushes nothing for a change that rolled back', async () => {
    const a = await signUp(app);
    const socket = await open(authMessage(a.token));
    await ready(socket);
    await expect(
      app.database.db.transaction(async (tx) => {
        await notify(tx, a.user.id, 'deposit_submitted', { depositId: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await app.database.db.transaction((tx) => notify(tx, a.user.id, 'deposit_submitted', { depositId: 2 }));
    await vi.waitFor(() => expect(pushed(socket)).toHaveLength(1), PUSH);
    expect(pushed(socket)[0]?.payload).toEqual({ depositId: 2 });
  });

  it('closes a socket that sends a bad token, no session, or something else first', async () => {
    const a = await signUp(app);
    expect(await (await open(authMessage('not-a-session'))).closed).toBe(NOTIFY_CLOSE_SESSION);
    expect(await (await open('{"op":"subscribe","codes":["BTC"]}')).closed).toBe(NOTIFY_CLOSE_PROTOCOL);
    expect(await (await open('not json')).closed).toBe(NOTIFY_CLOSE_PROTOCOL);
    expect(await (await open(authMessage('x'.repeat(600)))).closed).toBe(NOTIFY_CLOSE_PROTOCOL);
    const talker = await open(authMessage(a.token));
    await ready(talker);
    talker.send(authMessage(a.token));
    expect(await talker.closed).toBe(NOTIFY_CLOSE_PROTOCOL);
  });

  it('closes the channel of a session that logs out, and keeps the others', async () => {
    const a = await signUp(app);
    const other = (await login(app, a.user.username)).result!.token;
    const leaving = await open(authMessage(a.token));
    const staying = await open(authMessage(other));
    await Promise.all([ready(leaving), ready(staying)]);
    expect((await call(app.url, 'POST', `${LOGIN}/logout`, { token: a.token })).code).toBe(200);
    expect(await leaving.closed).toBe(NOTIFY_CLOSE_SESSION);
    await app.database.db.transaction((tx) => notify(tx, a.user.id, 'plan_earning', { planId: 1 }));
    await vi.waitFor(() => expect(pushed(staying)).toHaveLength(1), PUSH);
  });
});

describe.runIf(postgresAvailable)('the live channel on two nodes of one PostgreSQL', () => {
  const nodes = twoNodesOnOnePostgres({ tradingEngine: false, optionsSettler: false, planAccrual: false });

  it("delivers what one node commits to the customer's sockets on the other, and a logout on one closes them on both", async () => {
    const a = await signUp(nodes.a);
    const onA = await openNotifySocket(nodes.a.url, authMessage(a.token));
    const onB = await openNotifySocket(nodes.b.url, authMessage(a.token));
    await Promise.all([ready(onA), ready(onB)]);
    await nodes.a.database.db.transaction((tx) => notify(tx, a.user.id, 'withdrawal_approved', { withdrawalId: 4 }));
    await vi.waitFor(() => expect(pushed(onB)).toMatchObject([{ kind: 'withdrawal_approved' }]), PUSH);
    await vi.waitFor(() => expect(pushed(onA)).toMatchObject([{ kind: 'withdrawal_approved' }]), PUSH);
    expect((await call(nodes.a.url, 'POST', `${LOGIN}/logout`, { token: a.token })).code).toBe(200);
    expect(await onB.closed).toBe(NOTIFY_CLOSE_SESSION);
    expect(await onA.closed).toBe(NOTIFY_CLOSE_SESSION);
  });
});
