import { WebSocket } from 'ws';
import { CHAT_SOCKET_PATH, type ChatMessage, type ChatSocketMessage } from '@tp/contract';

/** A chat socket as a test holds it: what arrived, and how it closed. */
export interface ChatSocket {
  received: ChatSocketMessage[];
  closed: Promise<number>;
  send(value: unknown): void;
  close(): void;
}

/** Opens the chat channel on `baseUrl` and sends `first` as its first message. */
export async function openChatSocket(baseUrl: string, first: unknown): Promise<ChatSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`);
  const received: ChatSocketMessage[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('message', (data: Buffer) => received.push(JSON.parse(data.toString('utf8')) as ChatSocketMessage));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify(first));
  return { received, closed, send: (value) => ws.send(JSON.stringify(value)), close: () => ws.close() };
}

/** The messages a socket got, in arrival order. */
export const chatMessagesOf = (socket: ChatSocket): ChatMessage[] =>
  socket.received.flatMap((m) => (m.type === 'message' ? [m.message] : []));
