/**
 * How long a node answers for a live session without asking the database again. Revocations are
 * pushed to every node (session-revocations.ts), so this bounds staleness only when a push is lost
 * without the connection that carries them failing.
 */
export const SESSION_CACHE_TTL_MS = 5000;
/** Sessions held per node; past this the oldest cached goes first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** A live session as found in the database: the user, the session, and when the session itself expires. */
export interface LiveSession {
  userId: number;
  sessionId: number;
  expiresAt: Date;
}

interface Entry extends LiveSession {
  /** The earlier of the session's own expiry and the end of its time in the cache, in epoch ms. */
  usableUntilMs: number;
}

export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The clock session expiry is judged by. */
  now: () => Date;
}

/**
 * Live sessions by token hash, kept for a few seconds. Only live sessions are kept: an unknown
 * token always goes to the database, so a session opened on any node works at once. It starts
 * bypassed (every lookup goes to the database) until `resume`, once revocations reach this node.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly tokensByUser = new Map<number, Set<string>>();
  private bypassed = true;
  /**
   * Changes whenever sessions are forgotten: a lookup read before the change may have seen a
   * session that is now revoked, so what it read is not kept.
   */
  private generation = 0;

  constructor(private readonly options: SessionCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached session of a token hash, or the loader's answer, kept if it is live and nothing was forgotten meanwhile. */
  async readThrough(
    tokenHash: string,
    load: (tokenHash: string) => Promise<LiveSession | undefined>,
  ): Promise<LiveSession | undefined> {
    const cached = this.get(tokenHash);
    if (cached) return cached;
    const generation = this.generation;
    const found = await load(tokenHash);
    if (found && generation === this.generation && !this.bypassed) this.put(tokenHash, found);
    return found;
  }

  get(tokenHash: string): LiveSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.options.now().getTime() < entry.usableUntilMs) {
      return { userId: entry.userId, sessionId: entry.sessionId, expiresAt: entry.expiresAt };
    }
    this.remove(tokenHash, entry);
    return undefined;
  }

  /** Drops every cached session of a user (one of them was revoked, or the user is no longer active). */
  forgetUser(userId: number): void {
    this.generation++;
    for (const tokenHash of this.tokensByUser.get(userId) ?? []) {
      const entry = this.entries.get(tokenHash);
      if (entry) this.remove(tokenHash, entry);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.tokensByUser.clear();
  }

  /** Revocations may no longer reach this node: nothing cached is trusted, and nothing is kept, until `resume`. */
  suspend(): void {
    this.bypassed = true;
    this.clear();
  }

  /** Revocations reach this node again. Lookups read while bypassed are not kept. */
  resume(): void {
    this.generation++;
    this.bypassed = false;
  }

  private put(tokenHash: string, session: LiveSession): void {
    const usableUntilMs = Math.min(this.options.now().getTime() + this.options.ttlMs, session.expiresAt.getTime());
    const previous = this.entries.get(tokenHash);
    if (previous) this.remove(tokenHash, previous);
    this.entries.set(tokenHash, { ...session, usableUntilMs });
    let tokens = this.tokensByUser.get(session.userId);
    if (!tokens) this.tokensByUser.set(session.userId, (tokens = new Set()));
    tokens.add(tokenHash);
    // A Map iterates in insertion order: the first key is the oldest cached.
    while (this.entries.size > this.options.maxEntries) {
      const [oldestHash, oldest] = this.entries.entries().next().value as [string, Entry];
      this.remove(oldestHash, oldest);
    }
  }

  private remove(tokenHash: string, entry: Entry): void {
    this.entries.delete(tokenHash);
    const tokens = this.tokensByUser.get(entry.userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.tokensByUser.delete(entry.userId);
  }
}
