import type { Db } from '../../db/client.ts';
import { listenToDatabase, type DatabaseChannel, type DatabaseListener, type ListenerLog } from '../../db/listen.ts';
import type { SessionCache } from './session-cache.ts';

/** The channel the database notifies, on commit, with the id of a user whose sessions ended (migration 0010). */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

/**
 * Drops from the cache the sessions of every user the database says ended, whichever node (or
 * hand-written SQL) ended them, and then tells `ended` (the live channels re-check that user's
 * sockets). While the node cannot hear the database, revocations sent meanwhile are lost: the
 * cache is cleared and bypassed until it hears again.
 */
export function sessionRevocationChannel(
  cache: SessionCache,
  ended: (userId: number | null) => void = () => undefined,
): DatabaseChannel {
  return {
    name: SESSION_REVOKED_CHANNEL,
    deliver(payload) {
      const userId = Number(payload);
      // A payload that names no user cannot say whose sessions to drop: drop them all.
      if (Number.isSafeInteger(userId)) cache.forgetUser(userId);
      else cache.clear();
      ended(Number.isSafeInteger(userId) ? userId : null);
    },
    up: () => cache.resume(),
    down: () => cache.suspend(),
  };
}

/** Follows revocations alone (the app follows them with its other channels on one connection). */
export function listenForSessionRevocations(db: Db, cache: SessionCache, log: ListenerLog): Promise<DatabaseListener> {
  return listenToDatabase(db, [sessionRevocationChannel(cache)], log);
}
