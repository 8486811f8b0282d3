// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { clearSession, sessionStore } from '../../../lib/session.ts';
import { fakeServer, loadEnglish, pageOf, renderWithProviders, signIn } from '../../../testing/index.ts';
import { NotificationBell } from '../components/NotificationBell.tsx';
import { LiveNotifications } from './LiveNotifications.tsx';

/** The browser's socket, as the page opens it: what it sent, and a way to push to it. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
    queueMicrotask(() => this.onopen?.());
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
  }
  push(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

describe('live notifications', () => {
  beforeAll(async () => {
    await loadEnglish(['wallet']);
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
    FakeSocket.opened = [];
  });

  it('join with the session, move the bell and toast each pushed notification, and close on logout', async () => {
    signIn('real');
    let unread = 1;
    const notice = { title: 'Maintenance tonight', body: 'Trading pauses at 02:00 UTC.' };
    fakeServer({
      'GET countUnreadNotifications': () => ({
        total: unread,
        byCategory: { account: 0, trading: 0, wallet: unread, system: 0 },
      }),
      'GET listNotifications': (call: { query: URLSearchParams }) =>
        pageOf(
          call.query.get('category') === 'system'
            ? [{ id: 10, kind: 'operator_notice', payload: { noticeId: 3 }, createdAt: 2, readAt: null, notice }]
            : [],
        ),
    });
    vi.stubGlobal('WebSocket', FakeSocket);
    renderWithProviders(
      <>
        <LiveNotifications />
        <NotificationBell />
      </>,
    );
    await screen.findByRole('link', { name: 'Notifications: 1 unread' });
    const socket = FakeSocket.opened[0];
    if (!socket) throw new Error('the page opened no channel');
    expect(socket.url).toMatch(/\/websocket\/notify$/);
    await waitFor(() => expect(socket.sent).toEqual([JSON.stringify({ op: 'auth', token: sessionStore.get().token })]));

    socket.push({ type: 'ready' });
    unread = 2;
    socket.push({
      type: 'notification',
      item: {
        id: 9,
        kind: 'deposit_completed',
        payload: { depositId: 4, amount: '150', coin: 'USDT', credited: '150' },
        createdAt: 1,
      },
    });
    await screen.findByText('Deposit #4 of 150 USDT: approved, 150 USDT credited');
    await screen.findByRole('link', { name: 'Notifications: 2 unread' });
    // A notice is pushed without its words: the toast reads its title in the reader's language.
    socket.push({
      type: 'notification',
      item: { id: 10, kind: 'operator_notice', payload: { noticeId: 3 }, createdAt: 2 },
    });
    await screen.findByText('Maintenance tonight');

    act(() => clearSession());
    expect(socket.closed).toBe(true);
    expect(FakeSocket.opened).toHaveLength(1);
  });
});
