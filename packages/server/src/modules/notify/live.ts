import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  NOTIFY_AUTH_TIMEOUT_MS,
  NOTIFY_CLOSE_PROTOCOL,
  NOTIFY_CLOSE_SESSION,
  type NotifySocketMessage,
  type PushedNotification,
} from '@tp/contract';
import type { SessionContext } from '../../core/request.ts';
import type { DatabaseChannel } from '../../db/listen.ts';

/** The channel the database notifies on each new notification's commit (migration 0013). */
export const NOTIFICATION_CREATED_CHANNEL = 'notification_created';
/** A client whose unsent data passes this is too far behind to catch up, and is dropped. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** Most sockets one node holds, and one customer may open (tabs and devices). */
export const MAX_NOTIFY_SOCKETS = 20_000;
export const MAX_SOCKETS_PER_CUSTOMER = 20;
/** How often every socket's session is checked again, for sessions that simply expired. */
const RECHECK_EVERY_MS = 5 * 60_000;
/** A session token is 43 base64url characters; the limit leaves room and refuses anything larger at once. */
const AUTH_MESSAGE_MAX_BYTES = 512;

type Authenticate = (token: string) => Promise<SessionContext | null>;

interface Member {
  userId: number;
  token: string;
}

function parseAuth(data: Buffer, isBinary: boolean): string | null {
  if (isBinary || data.length > AUTH_MESSAGE_MAX_BYTES) return null;
  try {
    const value = JSON.parse(data.toString('utf8')) as { op?: unknown; token?: unknown };
    return value.op === 'auth' && typeof value.token === 'string' && value.token.length > 0 ? value.token : null;
  } catch {
    return null;
  }
}

/**
 * Each customer's private channel: a socket proves its session with its first message and from
 * then on receives that customer's new notifications, and nobody else's. A socket whose session
 * ends (logout, password change, a disabled account, expiry) is closed.
 */
export class NotificationHub {
  readonly server = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 1024 });
  private readonly members = new Map<WebSocket, Member>();
  private readonly byUser = new Map<number, Set<WebSocket>>();
  private readonly pending = new Set<WebSocket>();
  private readonly recheckTimer: NodeJS.Timeout;

  constructor(private readonly authenticate: Authenticate) {
    this.recheckTimer = setInterval(() => void this.recheckAll(), RECHECK_EVERY_MS);
    this.recheckTimer.unref();
  }

  get size(): number {
    return this.members.size + this.pending.size;
  }

  /** The database channel that feeds this hub: every node hears every commit, and delivers to its own sockets. */
  channel(): DatabaseChannel {
    return {
      name: NOTIFICATION_CREATED_CHANNEL,
      deliver: (payload) => this.deliver(payload),
      // Whatever was committed while the node could not hear is not lost: the pages read it again.
      up: () => this.broadcast({ type: 'resync' }),
      down: () => undefined,
    };
  }

  accept(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (this.size >= MAX_NOTIFY_SOCKETS) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    this.server.handleUpgrade(request, socket, head, (ws) => {
      this.pending.add(ws);
      const timer = setTimeout(() => ws.close(NOTIFY_CLOSE_SESSION, 'no session'), NOTIFY_AUTH_TIMEOUT_MS);
      ws.once('message', (data: Buffer, isBinary) => {
        clearTimeout(timer);
        // Only the first message is listened to; anything after it breaks the protocol.
        ws.on('message', () => ws.close(NOTIFY_CLOSE_PROTOCOL, 'this channel takes one message'));
        const token = parseAuth(data, isBinary);
        if (token === null) ws.close(NOTIFY_CLOSE_PROTOCOL, 'the first message is the session');
        else void this.join(ws, token);
      });
      ws.on('close', () => {
        clearTimeout(timer);
        this.leave(ws);
      });
      ws.on('error', () => ws.terminate());
    });
  }

  private async join(ws: WebSocket, token: string): Promise<void> {
    const session = await this.authenticate(token).catch(() => null);
    this.pending.delete(ws);
    if (ws.readyState !== ws.OPEN) return;
    if (!session) {
      ws.close(NOTIFY_CLOSE_SESSION, 'no live session');
      return;
    }
    const sockets = this.byUser.get(session.userId) ?? new Set<WebSocket>();
    if (sockets.size >= MAX_SOCKETS_PER_CUSTOMER) {
      ws.close(NOTIFY_CLOSE_PROTOCOL, 'too many open channels');
      return;
    }
    sockets.add(ws);
    this.byUser.set(session.userId, sockets);
    this.members.set(ws, { userId: session.userId, token });
    this.send(ws, JSON.stringify({ type: 'ready' } satisfies NotifySocketMessage));
  }

  private leave(ws: WebSocket): void {
    this.pending.delete(ws);
    const member = this.members.get(ws);
    if (!member) return;
    this.members.delete(ws);
    const sockets = this.byUser.get(member.userId);
    sockets?.delete(ws);
    if (sockets?.size === 0) this.byUser.delete(member.userId);
  }

  private deliver(payload: string): void {
    let item: PushedNotification & { userId?: unknown };
    try {
      item = JSON.parse(payload) as PushedNotification & { userId?: unknown };
    } catch {
      return;
    }
    const sockets = typeof item.userId === 'number' ? this.byUser.get(item.userId) : undefined;
    if (!sockets) return;
    // The owner's id stays on the server: the socket already knows whose it is.
    delete item.userId;
    const message = JSON.stringify({ type: 'notification', item } satisfies NotifySocketMessage);
    for (const ws of sockets) this.send(ws, message);
  }

  private broadcast(message: NotifySocketMessage): void {
    const text = JSON.stringify(message);
    for (const ws of this.members.keys()) this.send(ws, text);
  }

  private send(ws: WebSocket, text: string): void {
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      ws.terminate();
      this.leave(ws);
      return;
    }
    ws.send(text);
  }

  /** A user's sessions ended somewhere (null: someone's, unknown whose): their sockets prove theirs again. */
  async sessionsEnded(userId: number | null): Promise<void> {
    const sockets = userId === null ? [...this.members.keys()] : [...(this.byUser.get(userId) ?? [])];
    await this.recheck(sockets);
  }

  private async recheckAll(): Promise<void> {
    await this.recheck([...this.members.keys()]);
  }

  private async recheck(sockets: readonly WebSocket[]): Promise<void> {
    for (const ws of sockets) {
      const member = this.members.get(ws);
      if (!member) continue;
      // A database that does not answer proves nothing: the socket is checked again next time.
      const session = await this.authenticate(member.token).catch(() => undefined);
      if (session === undefined) continue;
      if (!session || session.userId !== member.userId) {
        this.leave(ws);
        ws.close(NOTIFY_CLOSE_SESSION, 'the session ended');
      }
    }
  }

  close(): void {
    clearInterval(this.recheckTimer);
    for (const ws of [...this.members.keys(), ...this.pending]) ws.terminate();
    this.members.clear();
    this.byUser.clear();
    this.pending.clear();
    this.server.close();
  }
}
