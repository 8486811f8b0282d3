import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { STREAM_MAX_CODES, type StreamMessage, type StreamRequest, type StreamUpdate } from '@tp/contract';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Feed } from '../feed/feed.ts';
import type { Tick } from '../feed/types.ts';
import { MAX_BUFFERED_BYTES, MAX_SOCKETS } from './socket.ts';

/** Close code for a client that sent something that is not a valid request. */
const POLICY_VIOLATION = 1008;
const CODE_PATTERN = /^[A-Z0-9._-]{1,20}$/;

function parseRequest(raw: string): StreamRequest | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { op, codes } = value as { op?: unknown; codes?: unknown };
  if (op !== 'subscribe' && op !== 'unsubscribe') return null;
  if (!Array.isArray(codes) || codes.length > STREAM_MAX_CODES) return null;
  if (!codes.every((code): code is string => typeof code === 'string' && CODE_PATTERN.test(code))) return null;
  return { op, codes };
}

/**
 * The typed chart channel: each socket follows up to 20 instruments and receives, per batch of
 * ticks, only theirs. A socket that sends anything but a valid request is closed; the others are
 * not affected.
 */
export class StreamHub {
  readonly server = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 2048 });
  private readonly subscriptions = new Map<WebSocket, Set<string>>();

  constructor(
    private readonly feed: Feed,
    private readonly knownCodes: ReadonlySet<string>,
  ) {
    feed.onTicks((ticks) => {
      this.publish(ticks);
    });
  }

  get size(): number {
    return this.subscriptions.size;
  }

  accept(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (this.subscriptions.size >= MAX_SOCKETS) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    this.server.handleUpgrade(request, socket, head, (ws) => {
      const codes = new Set<string>();
      this.subscriptions.set(ws, codes);
      ws.on('message', (data: Buffer, isBinary) => {
        const request = isBinary ? null : parseRequest(data.toString('utf8'));
        if (!request || !request.codes.every((code) => this.knownCodes.has(code))) {
          ws.close(POLICY_VIOLATION, 'invalid request');
          return;
        }
        this.apply(ws, codes, request);
      });
      ws.on('close', () => this.subscriptions.delete(ws));
      ws.on('error', () => {
        ws.terminate();
      });
    });
  }

  private apply(ws: WebSocket, codes: Set<string>, request: StreamRequest): void {
    for (const code of request.codes) {
      if (request.op === 'subscribe') codes.add(code);
      else codes.delete(code);
    }
    if (codes.size > STREAM_MAX_CODES) {
      ws.close(POLICY_VIOLATION, 'too many instruments');
      return;
    }
    this.send(ws, { type: 'subscribed', codes: [...codes] });
  }

  private send(ws: WebSocket, message: StreamMessage): void {
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      ws.terminate();
      this.subscriptions.delete(ws);
      return;
    }
    ws.send(JSON.stringify(message));
  }

  /** Each instrument's update is built once per batch and shared by every socket that follows it. */
  private publish(ticks: readonly Tick[]): void {
    if (this.subscriptions.size === 0) return;
    const updates = new Map<string, StreamUpdate>();
    for (const tick of ticks) {
      const candle = this.feed.currentBar(tick.code);
      if (candle) updates.set(tick.code, { code: tick.code, price: tick.price, time: tick.time, candle });
    }
    for (const [ws, codes] of this.subscriptions) {
      const items = [...codes].flatMap((code) => updates.get(code) ?? []);
      if (items.length > 0) this.send(ws, { type: 'ticks', items });
    }
  }

  close(): void {
    for (const ws of this.subscriptions.keys()) ws.terminate();
    this.subscriptions.clear();
    this.server.close();
  }
}
