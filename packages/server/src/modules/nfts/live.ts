import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { NftLotUpdate, NftSocketMessage } from '@tp/contract';
import type { DatabaseChannel } from '../../db/listen.ts';
import { NFT_LOT_CHANNEL } from './bidding.ts';

/** A client whose unsent data passes this is too far behind to catch up, and is dropped. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** Most market sockets one node holds. */
export const MAX_NFT_SOCKETS = 20_000;

/**
 * The NFT market's public live channel (`/websocket/nft`, visitors too): every lot a commit moved
 * (a bid, a purchase, a settlement) is pushed to every socket, encoded once. Fed by the database
 * at commit (pg_notify), so every node's sockets hear every node's bids; the page picks the lots
 * it shows. It only sends: a client that talks is closed.
 */
export class NftLiveHub {
  readonly server = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 1024 });
  private readonly sockets = new Set<WebSocket>();

  get size(): number {
    return this.sockets.size;
  }

  channel(): DatabaseChannel {
    return {
      name: NFT_LOT_CHANNEL,
      deliver: (payload) => this.deliver(payload),
      // Bids committed while this node could not hear are not lost: the pages read the lots again.
      up: () => this.broadcast(JSON.stringify({ type: 'resync' } satisfies NftSocketMessage)),
      down: () => undefined,
    };
  }

  accept(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (this.sockets.size >= MAX_NFT_SOCKETS) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    this.server.handleUpgrade(request, socket, head, (ws) => {
      this.sockets.add(ws);
      ws.on('message', () => ws.close(1003, 'this channel takes no messages'));
      ws.on('close', () => this.sockets.delete(ws));
      ws.on('error', () => ws.terminate());
    });
  }

  private deliver(payload: string): void {
    let lot: NftLotUpdate;
    try {
      lot = JSON.parse(payload) as NftLotUpdate;
    } catch {
      return;
    }
    this.broadcast(JSON.stringify({ type: 'lot', lot } satisfies NftSocketMessage));
  }

  private broadcast(text: string): void {
    for (const ws of this.sockets) {
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
        ws.terminate();
        this.sockets.delete(ws);
        continue;
      }
      ws.send(text);
    }
  }

  close(): void {
    for (const ws of this.sockets) ws.terminate();
    this.sockets.clear();
    this.server.close();
  }
}
