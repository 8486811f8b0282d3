import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, IDEMPOTENCY_HEADER, type AccountMode } from '@tp/contract';
import type { Db } from '../db/client.ts';
import type { IdempotentCall } from '../db/schema.ts';
import { transientConflict } from '../db/errors.ts';
import { AppError } from './errors.ts';
import { claimKey, findKey, setResult } from './idempotency-repo.ts';

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
 * call and the book are part of it, so a key used for one kind of request never answers another.
 */
export function requestHash(
  call: IdempotentCall,
  mode: AccountMode,
  fields: readonly (string | number | null)[],
): string {
  return createHash('sha256')
    .update(JSON.stringify([call, mode, ...fields]))
    .digest('hex');
}

/** A money call under the customer's key, and its fingerprint (`requestHash`). */
export interface KeyedCall {
  /** The client's key; without one the call simply runs. */
  key: string | undefined;
  userId: number;
  call: IdempotentCall;
  /** The book the call works on. */
  mode: AccountMode;
  requestHash: string;
}

/** The keyed call `call` of the owner on its book, fingerprinted from its fields. */
export function keyedCall(
  call: IdempotentCall,
  owner: { userId: number; mode: AccountMode },
  key: string | undefined,
  fields: readonly (string | number | null)[],
): KeyedCall {
  return { key, userId: owner.userId, call, mode: owner.mode, requestHash: requestHash(call, owner.mode, fields) };
}

export interface IdempotentRequest<T> extends KeyedCall {
  /** The answer of the call that claimed the key: the record it wrote (by id), as it is now. */
  answer: (db: Db, id: number) => Promise<T | undefined>;
}

export interface IdempotentWork<T, Prepared, Locked> {
  /**
   * The checks and figures that need no transaction (validation, pricing), run only for a new
   * key, so that a repeat gets its first answer even where a check would now refuse.
   */
  prepare?: () => Prepared | Promise<Prepared>;
  /** Taken inside the transaction once the key is claimed (the customer's account row, say). */
  lock?: (tx: Db) => Promise<Locked>;
  /** The write itself; its result's id is stored with the key. */
  run: (tx: Db, prepared: Prepared, locked: Locked) => Promise<T>;
}

/**
 * Runs a money call at most once per key of the customer, across every money call and both
 * books: a repeat with the same key and body gets the first answer and changes nothing; the same
 * key with another body, another call or the other book is refused (10088). The key is claimed
 * first in the call's transaction (a twin waits there for the first to end, then reads its
 * answer), so a refused call stored nothing and its key is free for the retry. Checked before
 * the transaction too (the common repeat costs one read), and after a failure.
 */
export async function withIdempotency<T extends { id: number }, Prepared = undefined, Locked = undefined>(
  db: Db,
  request: IdempotentRequest<T>,
  work: IdempotentWork<T, Prepared, Locked>,
): Promise<T> {
  const earlier = await storedAnswer(db, request);
  if (earlier !== undefined) return earlier;
  const prepared = (work.prepare ? await work.prepare() : undefined) as Prepared;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const twin = await claim(tx, request);
        if (twin !== undefined) return twin;
        const locked = (work.lock ? await work.lock(tx) : undefined) as Locked;
        const result = await work.run(tx, prepared, locked);
        if (request.key !== undefined) await setResult(tx, request.userId, request.key, result.id);
        return result;
      });
    } catch (err) {
      const twin = await storedAnswer(db, request);
      if (twin !== undefined) return twin;
      // A twin under the same key locks in another order (a group-committed batch locks the
      // account, then claims): PostgreSQL breaks the deadlock by rolling one back, which wrote
      // nothing, so it runs again and then meets the twin's key like any other repeat.
      if (!transientConflict(err) || attempt >= TRANSIENT_ATTEMPTS_MAX) throw err;
    }
  }
}

/** How often a call rolled back by a deadlock or serialization conflict is run: every bound is explicit. */
const TRANSIENT_ATTEMPTS_MAX = 3;

/** Claims the key in the transaction; when another call holds it, that call's answer (or 10088). */
async function claim<T>(tx: Db, request: IdempotentRequest<T>): Promise<T | undefined> {
  const { key, userId, call, mode, requestHash: hash } = request;
  if (key === undefined || (await claimKey(tx, { userId, key, call, mode, requestHash: hash }))) return undefined;
  const twin = await storedAnswer(tx, request);
  if (twin === undefined) throw new AppError(ErrorCode.badParameters, IDEMPOTENCY_KEY_REUSED);
  return twin;
}

async function storedAnswer<T>(db: Db, request: IdempotentRequest<T>): Promise<T | undefined> {
  if (request.key === undefined) return undefined;
  const stored = await findKey(db, request.userId, request.key);
  if (!stored) return undefined;
  if (stored.requestHash !== request.requestHash) throw new AppError(ErrorCode.badParameters, IDEMPOTENCY_KEY_REUSED);
  return stored.resultId === null ? undefined : request.answer(db, stored.resultId);
}
