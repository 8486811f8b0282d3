import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  NOTIFY_AUTH_TIMEOUT_MS,
  NOTIFY_CLOSE_PROTOCOL,
  NOTIFY_CLOSE_SESSION,
  type ChatMessage,
  type ChatSocketMessage,
} from '@tp/contract';
import type { OperatorContext } from '../../core/request.ts';
import type { DatabaseChannel } from '../../db/listen.ts';
import { CHAT_EVENT_CHANNEL, CHAT_MESSAGE_CHANNEL, type ChatEvent } from './record.ts';
import type { ChatParty } from './repo.ts';
import { parseAuth, parseTyping, type Auth, type Member } from './live-protocol.ts';

/** A client whose unsent data passes this is too far behind to catch up, and is dropped. */
const MAX_BUFFERED_BYTES = 256 * 1024;
export const MAX_CHAT_SOCKETS = 20_000;
/** One typing announcement per socket this often at most. */
const TYPING_EVERY_MS = 1500;
/** How often each node refreshes its operators' presence, and rechecks every socket's session. */
const PRESENCE_EVERY_MS = 15_000;
const RECHECK_EVERY_MS = 5 * 60_000;

/** What the hub asks of the services: who a token is, whether a party owns a conversation, what it missed. */
export interface ChatHubPorts {
  party(token: string | null, visitorToken: string | undefined): Promise<ChatParty | null>;
  owns(party: ChatParty, conversationId: number): Promise<boolean>;
  operator(token: string): Promise<OperatorContext | null>;
  missed(conversationId: number, since: number): Promise<ChatMessage[]>;
  typing(conversationId: number, by: 'customer' | 'operator'): Promise<void>;
  presence(operatorIds: number[]): Promise<void>;
}

/**
 * The chat's live channel: a customer's or visitor's socket follows one conversation it proves it
 * owns (first message `{op:'auth', conversationId, since, token | visitorToken}`) and gets every
 * message after `since` in order, once each; an operator's socket (`{op:'auth', operatorToken}`)
 * follows them all. After that a socket may only say `{op:'typing'}` (an operator names the
 * conversation). Every node hears every commit through the database and serves its own sockets.
 */
export class ChatHub {
  readonly server = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 1024 });
  private readonly members = new Map<WebSocket, Member>();
  private readonly byConversation = new Map<number, Set<WebSocket>>();
  private readonly operators = new Set<WebSocket>();
  private readonly pending = new Set<WebSocket>();
  private readonly timers: NodeJS.Timeout[];

  constructor(private readonly ports: ChatHubPorts) {
    this.timers = [
      setInterval(() => void this.refreshPresence(), PRESENCE_EVERY_MS),
      setInterval(() => void this.recheck(), RECHECK_EVERY_MS),
    ];
    for (const timer of this.timers) timer.unref();
  }

  get size(): number {
    return this.members.size + this.pending.size;
  }

  channels(): DatabaseChannel[] {
    return [
      {
        name: CHAT_MESSAGE_CHANNEL,
        deliver: (p) => this.deliverMessage(p),
        up: () => this.resync(),
        down: () => undefined,
      },
      { name: CHAT_EVENT_CHANNEL, deliver: (p) => this.deliverEvent(p), up: () => undefined, down: () => undefined },
    ];
  }

  accept(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (this.size >= MAX_CHAT_SOCKETS) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    this.server.handleUpgrade(request, socket, head, (ws) => {
      this.pending.add(ws);
      const timer = setTimeout(() => ws.close(NOTIFY_CLOSE_SESSION, 'no session'), NOTIFY_AUTH_TIMEOUT_MS);
      ws.once('message', (data: Buffer, isBinary) => {
        clearTimeout(timer);
        ws.on('message', (next: Buffer, binary) => this.heard(ws, next, binary));
        const auth = parseAuth(data, isBinary);
        if (auth === null) ws.close(NOTIFY_CLOSE_PROTOCOL, 'the first message is the auth');
        else void this.join(ws, auth);
      });
      ws.on('close', () => {
        clearTimeout(timer);
        this.leave(ws);
      });
      ws.on('error', () => ws.terminate());
    });
  }

  private async join(ws: WebSocket, auth: Auth): Promise<void> {
    const member = await this.admit(auth).catch(() => null);
    this.pending.delete(ws);
    if (ws.readyState !== ws.OPEN) return;
    if (!member) {
      ws.close(NOTIFY_CLOSE_SESSION, 'no live session for this conversation');
      return;
    }
    this.members.set(ws, member);
    this.send(ws, { type: 'ready' });
    if (member.kind === 'operator') {
      this.operators.add(ws);
      void this.ports.presence([member.operatorId]).catch(() => undefined);
      return;
    }
    const sockets = this.byConversation.get(member.conversationId) ?? new Set<WebSocket>();
    sockets.add(ws);
    this.byConversation.set(member.conversationId, sockets);
    this.catchUp(ws, member);
  }

  private async admit(auth: Auth): Promise<Member | null> {
    if (auth.operatorToken) {
      const op = await this.ports.operator(auth.operatorToken);
      return op && op.role !== 'reviewer' ? { kind: 'operator', auth, operatorId: op.operatorId, typedAt: 0 } : null;
    }
    const party = await this.ports.party(auth.token ?? null, auth.visitorToken);
    const conversationId = auth.conversationId ?? 0;
    if (!party || !(await this.ports.owns(party, conversationId))) return null;
    const userId = party.kind === 'customer' ? party.userId : null;
    return {
      kind: 'party',
      auth,
      userId,
      conversationId,
      lastSeq: auth.since ?? 0,
      queue: Promise.resolve(),
      typedAt: 0,
    };
  }

  /** After the socket's last sequence number, in order and once each: whatever the database holds. */
  private catchUp(ws: WebSocket, member: Extract<Member, { kind: 'party' }>): void {
    member.queue = member.queue.then(async () => {
      const missed = await this.ports.missed(member.conversationId, member.lastSeq).catch(() => []);
      for (const message of missed) this.sendInOrder(ws, member, message);
    });
  }

  private sendInOrder(ws: WebSocket, member: Extract<Member, { kind: 'party' }>, message: ChatMessage): void {
    if (message.seq <= member.lastSeq) return;
    member.lastSeq = message.seq;
    this.send(ws, { type: 'message', message });
  }

  private heard(ws: WebSocket, data: Buffer, isBinary: boolean): void {
    const member = this.members.get(ws);
    const said = isBinary ? null : parseTyping(data);
    if (!member || said?.op !== 'typing') {
      ws.close(NOTIFY_CLOSE_PROTOCOL, 'this channel takes typing only');
      return;
    }
    const now = Date.now();
    if (now - member.typedAt < TYPING_EVERY_MS) return;
    member.typedAt = now;
    if (member.kind === 'party') void this.ports.typing(member.conversationId, 'customer').catch(() => undefined);
    else if (Number.isSafeInteger(said.conversationId)) {
      void this.ports.typing(said.conversationId as number, 'operator').catch(() => undefined);
    }
  }

  private deliverMessage(payload: string): void {
    let message: ChatMessage;
    try {
      message = JSON.parse(payload) as ChatMessage;
    } catch {
      return;
    }
    for (const ws of this.operators) this.send(ws, { type: 'message', message });
    for (const ws of this.byConversation.get(message.conversationId) ?? []) {
      const member = this.members.get(ws);
      if (member?.kind !== 'party') continue;
      // A gap (a message this node has not heard yet, or a reconnect in flight) is read from the database.
      if (message.seq === member.lastSeq + 1)
        member.queue = member.queue.then(() => this.sendInOrder(ws, member, message));
      else if (message.seq > member.lastSeq) this.catchUp(ws, member);
    }
  }

  private deliverEvent(payload: string): void {
    let event: ChatEvent;
    try {
      event = JSON.parse(payload) as ChatEvent;
    } catch {
      return;
    }
    const conversationId = event.type === 'typing' ? event.conversationId : event.conversation.id;
    for (const ws of this.operators) {
      if (event.type !== 'typing' || event.by === 'customer') this.send(ws, event);
    }
    for (const ws of this.byConversation.get(conversationId) ?? []) {
      if (event.type !== 'typing' || event.by === 'operator') this.send(ws, event);
    }
  }

  /** The node heard nothing for a while: every party socket reads what it missed, operators reload. */
  private resync(): void {
    for (const [ws, member] of this.members) {
      if (member.kind === 'party') this.catchUp(ws, member);
      else this.send(ws, { type: 'resync' });
    }
  }

  private send(ws: WebSocket, message: ChatSocketMessage): void {
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      ws.terminate();
      this.leave(ws);
      return;
    }
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
  }

  private leave(ws: WebSocket): void {
    this.pending.delete(ws);
    this.operators.delete(ws);
    const member = this.members.get(ws);
    this.members.delete(ws);
    if (member?.kind !== 'party') return;
    const sockets = this.byConversation.get(member.conversationId);
    sockets?.delete(ws);
    if (sockets?.size === 0) this.byConversation.delete(member.conversationId);
  }

  private async refreshPresence(): Promise<void> {
    const ids = new Set<number>();
    for (const ws of this.operators) {
      const member = this.members.get(ws);
      if (member?.kind === 'operator') ids.add(member.operatorId);
    }
    if (ids.size > 0) await this.ports.presence([...ids]).catch(() => undefined);
  }

  /** Sessions that ended (logout, expiry, a disabled account) lose their sockets. */
  async recheck(): Promise<void> {
    await this.recheckSome(() => true);
  }

  /** A customer's sessions ended somewhere (null: someone's, unknown whose): their sockets prove theirs again. */
  async sessionsEnded(userId: number | null): Promise<void> {
    await this.recheckSome((member) => userId === null || (member.kind === 'party' && member.userId === userId));
  }

  private async recheckSome(which: (member: Member) => boolean): Promise<void> {
    for (const [ws, member] of [...this.members]) {
      if (!which(member)) continue;
      const still = await this.admit(member.auth).catch(() => undefined);
      if (still === undefined) continue;
      if (still === null) {
        this.leave(ws);
        ws.close(NOTIFY_CLOSE_SESSION, 'the session ended');
      }
    }
  }

  close(): void {
    for (const timer of this.timers) clearInterval(timer);
    for (const ws of [...this.members.keys(), ...this.pending]) ws.terminate();
    this.members.clear();
    this.byConversation.clear();
    this.operators.clear();
    this.pending.clear();
    this.server.close();
  }
}
