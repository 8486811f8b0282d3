/** The chat socket's protocol: what a socket says first, and who it is once admitted. */

/** The first message carries a token and a conversation: it is small. */
const AUTH_MESSAGE_MAX_BYTES = 1024;

export interface Auth {
  conversationId?: number;
  since?: number;
  token?: string;
  visitorToken?: string;
  operatorToken?: string;
}

export type Member =
  | {
      kind: 'party';
      auth: Auth;
      /** The customer's id; null for a visitor, whose token never ends. */
      userId: number | null;
      conversationId: number;
      lastSeq: number;
      queue: Promise<void>;
      typedAt: number;
    }
  | { kind: 'operator'; auth: Auth; operatorId: number; typedAt: number };

export function parseAuth(data: Buffer, isBinary: boolean): Auth | null {
  if (isBinary || data.length > AUTH_MESSAGE_MAX_BYTES) return null;
  try {
    const value = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
    if (value.op !== 'auth') return null;
    if (typeof value.operatorToken === 'string') return { operatorToken: value.operatorToken };
    const { conversationId, since } = value;
    if (!Number.isSafeInteger(conversationId) || !Number.isSafeInteger(since ?? 0)) return null;
    return {
      conversationId: conversationId as number,
      since: Math.max(0, (since as number | undefined) ?? 0),
      token: typeof value.token === 'string' ? value.token : undefined,
      visitorToken: typeof value.visitorToken === 'string' ? value.visitorToken : undefined,
    };
  } catch {
    return null;
  }
}

export function parseTyping(data: Buffer): { op?: unknown; conversationId?: unknown } | null {
  try {
    return JSON.parse(data.toString('utf8')) as { op?: unknown; conversationId?: unknown } | null;
  } catch {
    return null;
  }
}
