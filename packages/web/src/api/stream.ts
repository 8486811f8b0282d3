import { STREAM_PATH, type StreamMessage, type StreamUpdate } from '@tp/contract/stream';

type Listener = (update: StreamUpdate) => void;
const RECONNECT_MS = 3000;

/**
 * The chart channel: one socket for the whole page, following the instruments that components ask
 * for. Subscriptions survive reconnects.
 */
class StreamClient {
  private socket: WebSocket | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();

  subscribe(code: string, listener: Listener): () => void {
    let set = this.listeners.get(code);
    if (!set) {
      set = new Set();
      this.listeners.set(code, set);
      this.send({ op: 'subscribe', codes: [code] });
    }
    set.add(listener);
    this.connect();
    return () => {
      set.delete(listener);
      if (set.size === 0) {
        this.listeners.delete(code);
        this.send({ op: 'unsubscribe', codes: [code] });
      }
    };
  }

  private send(request: { op: 'subscribe' | 'unsubscribe'; codes: string[] }): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(request));
  }

  private connect(): void {
    if (this.socket) return;
    const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${protocol}//${location.host}${STREAM_PATH}`);
    this.socket = socket;
    socket.onopen = () => {
      if (this.listeners.size > 0) this.send({ op: 'subscribe', codes: [...this.listeners.keys()] });
    };
    socket.onmessage = (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as StreamMessage;
      if (message.type !== 'ticks') return;
      for (const update of message.items)
        for (const listener of this.listeners.get(update.code) ?? []) listener(update);
    };
    socket.onclose = () => {
      this.socket = null;
      if (this.listeners.size > 0) setTimeout(() => this.connect(), RECONNECT_MS);
    };
  }
}

export const streamClient = new StreamClient();
