import { Store } from '../lib/store.ts';

export interface LivePrice {
  code: string;
  price: number;
  zdf: number;
}

/** The live list: each text message from the server is a JSON array that replaces it. */
export const livePrices = new Store<LivePrice[]>([]);
const RECONNECT_MS = 5000;

export function openMarketSocket(): () => void {
  let socket: WebSocket | null = null;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = () => {
    const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = new WebSocket(`${protocol}//${location.host}/websocket/message`);
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string' || !event.data.startsWith('[')) return;
      try {
        livePrices.set(JSON.parse(event.data) as LivePrice[]);
      } catch {
        console.info('live price message ignored: not JSON');
      }
    };
    // A socket failure is only logged (the specification's rule); the socket reconnects.
    socket.onclose = () => {
      if (!closed) timer = setTimeout(connect, RECONNECT_MS);
    };
    socket.onerror = () => {
      console.info('live price socket interrupted; reconnecting');
    };
  };
  connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    socket?.close();
  };
}
