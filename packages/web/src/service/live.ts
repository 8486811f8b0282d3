import { CHAT_SOCKET_PATH } from '@tp/contract/chat-constants';
import type { ChatSocketMessage } from '@tp/contract';

const RECONNECT_FIRST_MS = 1000;
const RECONNECT_MAX_MS = 30_000;
/** The server's code for a session or conversation it does not accept: not retried. */
const REFUSED = 4401;

export interface ChatLink {
  typing(): void;
  close(): void;
}

/**
 * The conversation's live channel. Each (re)connection asks for what came after the last sequence
 * number the page holds, so nothing is missed and nothing arrives twice.
 */
export function openChatLink(
  auth: { conversationId: number; token?: string; visitorToken?: string },
  lastSeq: () => number,
  onMessage: (message: ChatSocketMessage) => void,
  onState: (connected: boolean) => void,
): ChatLink {
  let socket: WebSocket | null = null;
  let closed = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = () => {
    const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(`${protocol}//${location.host}${CHAT_SOCKET_PATH}`);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ op: 'auth', since: lastSeq(), ...auth }));
    ws.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      const message = JSON.parse(event.data) as ChatSocketMessage;
      if (message.type === 'ready') {
        failures = 0;
        onState(true);
      }
      onMessage(message);
    };
    ws.onclose = (event) => {
      onState(false);
      if (closed || event.code === REFUSED) return;
      const delayMs = Math.min(RECONNECT_FIRST_MS * 2 ** failures, RECONNECT_MAX_MS);
      failures++;
      timer = setTimeout(connect, delayMs);
    };
  };
  connect();
  return {
    typing: () => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ op: 'typing' }));
    },
    close: () => {
      closed = true;
      clearTimeout(timer);
      socket?.close();
    },
  };
}
