import { NOTIFY_CLOSE_SESSION, NOTIFY_SOCKET_PATH, type NotifySocketMessage } from '@tp/contract/notifications';

/** The first wait before reconnecting; each failure in a row doubles it, up to the maximum. */
const RECONNECT_FIRST_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

/**
 * The customer's private live channel: it proves the session with its first message, passes on
 * what the server pushes, and reconnects with a growing pause after a network failure. A session
 * the server refuses is not retried: the next API call finds it ended and sends the customer to
 * log in. Returns the function that closes it for good.
 */
export function openNotifySocket(token: string, onMessage: (message: NotifySocketMessage) => void): () => void {
  let socket: WebSocket | null = null;
  let closed = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = () => {
    const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = new WebSocket(`${protocol}//${location.host}${NOTIFY_SOCKET_PATH}`);
    socket.onopen = () => socket?.send(JSON.stringify({ op: 'auth', token }));
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      try {
        const message = JSON.parse(event.data) as NotifySocketMessage;
        if (message.type === 'ready') failures = 0;
        onMessage(message);
      } catch {
        console.info('notification message ignored: not JSON');
      }
    };
    socket.onclose = (event) => {
      if (closed || event.code === NOTIFY_CLOSE_SESSION) return;
      const delayMs = Math.min(RECONNECT_FIRST_MS * 2 ** failures, RECONNECT_MAX_MS);
      failures++;
      timer = setTimeout(connect, delayMs);
    };
    socket.onerror = () => {
      console.info('notification socket interrupted; reconnecting');
    };
  };
  connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    socket?.close();
  };
}
