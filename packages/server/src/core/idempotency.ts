import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, IDEMPOTENCY_HEADER, type AccountMode } from '@tp/contract';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was used for another request.';

/** An Idempotency-Key: 1 to 128 visible ASCII characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

/** The Idempotency-Key header's value, checked; undefined when the client sent none. */
export function checkIdempotencyKey(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw new AppError(ErrorCode.badParameters, 'The Idempotency-Key must be 1 to 128 visible ASCII characters.');
  }
  return value;
}

/** The request's Idempotency-Key header, checked. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  return checkIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
}

/**
 * The fingerprint of a request, to tell a repeat from another request under the same key. The
 * operation is part of it, so a key used for one kind of request never answers another kind.
 */
export function requestHash(operation: string, mode: AccountMode, fields: readonly (string | number | null)[]): string {
  return createHash('sha256')
    .update(JSON.stringify([operation, mode, ...fields]))
    .digest('hex');
}

/** What an earlier request under a key stored: its fingerprint, and its answer as it is now. */
export interface StoredRequest<T> {
  /** Null when the key names another kind of record, whose fingerprint is not kept. */
  requestHash: string | null;
  /** Absent when the key belongs to another kind of request (its fingerprint differs then). */
  answer?: T;
}

export interface IdempotentRequest<T> {
  /** The client's key; without one the call simply runs. */
  key: string | undefined;
  /** This request's fingerprint (`requestHash`). */
  requestHash: string;
  /** Looks the key up among the owner's stored requests, through the given connection. */
  find: (db: Db, key: string) => Promise<StoredRequest<T> | undefined>;
}

export interface IdempotentWork<T, Prepared, Locked> {
  /**
   * The checks and figures that need no transaction (validation, pricing), run only for a new
   * key, so that a repeat gets its first answer even where a check would now refuse.
   */
  prepare?: () => Prepared | Promise<Prepared>;
  /**
   * Taken first inside the transaction (the customer's account row, say). A twin under the same
   * key that committed while this request waited for the lock is answered instead of running.
   */
  lock?: (tx: Db) => Promise<Locked>;
  /** The write itself; it stores the key and fingerprint with what it creates. */
  run: (tx: Db, prepared: Prepared, locked: Locked) => Promise<T>;
}

/**
 * Runs a money call at most once per key: a repeat with the same key and body gets the first
 * answer and changes nothing; the same key with another body is refused (10088). A refused call
 * stored nothing, so its key is free for the retry. Checked before the transaction (the common
 * repeat costs one read), after the lock (a twin that won the lock), and after a failure (a twin
 * that committed first made this one fail on the key's unique index or on the money it took).
 */
export async function withIdempotency<T, Prepared = undefined, Locked = undefined>(
  db: Db,
  request: IdempotentRequest<T>,
  work: IdempotentWork<T, Prepared, Locked>,
): Promise<T> {
  const earlier = await storedAnswer(db, request);
  if (earlier !== undefined) return earlier;
  const prepared = (work.prepare ? await work.prepare() : undefined) as Prepared;
  try {
    return await db.transaction(async (tx) => {
      const locked = (work.lock ? await work.lock(tx) : undefined) as Locked;
      const twin = work.lock ? await storedAnswer(tx, request) : undefined;
      return twin ?? (await work.run(tx, prepared, locked));
    });
  } catch (err) {
    const twin = await storedAnswer(db, request);
    if (twin !== undefined) return twin;
    throw err;
  }
}

async function storedAnswer<T>(db: Db, request: IdempotentRequest<T>): Promise<T | undefined> {
  if (!request.key) return undefined;
  const stored = await request.find(db, request.key);
  if (!stored) return undefined;
  if (stored.requestHash !== request.requestHash) throw new AppError(ErrorCode.badParameters, IDEMPOTENCY_KEY_REUSED);
  return stored.answer;
}
