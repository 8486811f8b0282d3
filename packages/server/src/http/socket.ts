import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';

/** The live price socket's path (the specification's). */
export const MARKET_SOCKET_PATH = '/websocket/message';
/** A client whose unsent data passes this is too far behind to catch up, and is dropped. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** The most sockets one node holds: every bound is explicit. */
export const MAX_SOCKETS = 20_000;

/**
 * Holds the browsers' live sockets. A broadcast is serialised once by the caller and the same
 * payload goes to every socket; a slow client never blocks the others.
 */
export class SocketHub {
  readonly server = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 4096 });
  private readonly sockets = new Set<WebSocket>();
  /** The last list sent: a new socket gets it at once instead of waiting for the next broadcast. */
  private lastPayload: string | Buffer | null = null;

  get size(): number {
    return this.sockets.size;
  }

  accept(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (this.sockets.size >= MAX_SOCKETS) {
      refuse(socket, '503 Service Unavailable');
      return;
    }
    this.server.handleUpgrade(request, socket, head, (ws) => {
      this.sockets.add(ws);
      if (this.lastPayload !== null) ws.send(this.lastPayload, { binary: false });
      // This channel only sends; a client that talks is not one of ours.
      ws.on('message', () => {
        ws.close(1003, 'this channel takes no messages');
      });
      ws.on('close', () => this.sockets.delete(ws));
      ws.on('error', () => {
        ws.terminate();
      });
    });
  }

  /** Sends one already-encoded text payload to every socket; drops the ones too far behind. */
  broadcast(payload: string | Buffer): void {
    this.lastPayload = payload;
    for (const ws of this.sockets) {
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
        ws.terminate();
        this.sockets.delete(ws);
        continue;
      }
      ws.send(payload, { binary: false });
    }
  }

  close(): void {
    for (const ws of this.sockets) ws.terminate();
    this.sockets.clear();
    this.server.close();
  }
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Browsers always send Origin: one from another site is refused before the upgrade. */
export function originAllowed(
  allowedOrigins: readonly string[],
  origin: string | undefined,
  host: string | undefined,
): boolean {
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

interface Channel {
  accept(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}

/** Routes socket upgrades by path to their channel, after the Origin check. */
export function attachSockets(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
  channels: Record<string, Channel>,
): void {
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const channel = channels[(request.url ?? '').split('?')[0] ?? ''];
    if (!channel) {
      refuse(socket, '404 Not Found');
      return;
    }
    if (!originAllowed(allowedOrigins, request.headers.origin, request.headers.host)) {
      refuse(socket, '403 Forbidden');
      return;
    }
    channel.accept(request, socket, head);
  });
  // Open sockets would keep the server from closing: end them before it starts to.
  app.addHook('preClose', async () => {
    for (const channel of Object.values(channels)) channel.close();
  });
}
