import { WebSocket } from 'ws';
import { NOTIFY_SOCKET_PATH, type NotifySocketMessage } from '@tp/contract';

/** A customer's live channel as a test holds it: what arrived, and how it closed. */
export interface NotifySocket {
  messages: NotifySocketMessage[];
  /** Resolves with the close code once the server closes the channel. */
  closed: Promise<number>;
  send(text: string): void;
  close(): void;
}

/** Opens the channel on `baseUrl` and sends `first` (the session, or anything a test wants to try). */
export async function openNotifySocket(baseUrl: string, first: string | null): Promise<NotifySocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${NOTIFY_SOCKET_PATH}`);
  const messages: NotifySocketMessage[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString('utf8')) as NotifySocketMessage));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  if (first !== null) ws.send(first);
  return { messages, closed, send: (text) => ws.send(text), close: () => ws.close() };
}

export const authMessage = (token: string) => JSON.stringify({ op: 'auth', token });

/** The notifications pushed so far. */
export const pushed = (socket: NotifySocket) =>
  socket.messages.flatMap((message) => (message.type === 'notification' ? [message.item] : []));
