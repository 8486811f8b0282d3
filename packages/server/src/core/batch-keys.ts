import type { AccountMode } from '@tp/contract';
import { accountKey } from './account-key.ts';
import type { IdempotentCall } from '../db/schema.ts';
import type { GroupCommit, Outcome } from './group-commit.ts';
import type { IdempotentRequest } from './idempotency.ts';

/**
 * What the group-committed batches of customers' money calls share about keys: a request whose key was
 * claimed already (a repeat, or a twin in flight) is served alone, by withIdempotency, which
 * answers what the key stored, or 10088 for another request.
 */
export class ServeAlone extends Error {
  constructor() {
    super('served alone');
  }
}

/** A request of a batch: its owner, its Idempotency-Key (null: none) and the request's fingerprint. */
export interface KeyedRequest {
  owner: { userId: number; mode: AccountMode };
  idempotencyKey: string | null;
  requestHash: string;
}

/** The keyed call `call` of a request a batch carries, to serve it alone (withIdempotency) under its key. */
export function loneRequest<Result>(
  call: IdempotentCall,
  request: KeyedRequest,
  answer: IdempotentRequest<Result>['answer'],
): IdempotentRequest<Result> {
  const { userId, mode } = request.owner;
  return { key: request.idempotencyKey ?? undefined, userId, call, mode, requestHash: request.requestHash, answer };
}

/**
 * The requests decided in the batch, with their accounts' keys (accountKey, as
 * lockCustomerAccounts keys the accounts it locks): a request whose key an earlier
 * request of this batch carries is answered alone (ServeAlone), from what that one stored.
 */
export function withoutRepeatedKeys<Request extends KeyedRequest, Result>(
  requests: readonly Request[],
  outcomes: Outcome<Result>[],
): { request: Request; index: number; accountKey: string }[] {
  const keys = new Set<string>();
  return requests.flatMap((request, index) => {
    const { idempotencyKey: key, owner } = request;
    if (key === null || !keys.has(`${owner.userId}:${key}`)) {
      if (key !== null) keys.add(`${owner.userId}:${key}`);
      return [{ request, index, accountKey: accountKey(owner.userId, owner.mode) }];
    }
    outcomes[index] = { ok: false, error: new ServeAlone() };
    return [];
  });
}

/**
 * A keyed money call through group commit: prepared (its checks and figures, before any
 * transaction), then decided in a batch. Served alone (withIdempotency, by `alone`) where its
 * batch cannot decide it (ServeAlone), and where a check refused it under a key: a repeat gets its
 * first answer even where a check would now refuse, its key being looked up first.
 */
export async function submitOrServeAlone<Request, Result>(
  commit: GroupCommit<Request, Result>,
  keyed: boolean,
  prepare: () => Promise<Request>,
  alone: (prepare: () => Request | Promise<Request>) => Promise<Result>,
): Promise<Result> {
  let request: Request;
  try {
    request = await prepare();
  } catch (err) {
    if (!keyed) throw err;
    return alone(prepare);
  }
  try {
    return await commit.submit(request);
  } catch (err) {
    if (err instanceof ServeAlone) return alone(() => request);
    throw err;
  }
}

/** A request of a batch as withoutRepeatedKeys gives it. */
export interface BatchedRequest<Request> {
  request: Request;
  index: number;
  accountKey: string;
}

/**
 * Decides each request of a batch on its own, in order: one whose key the batch could not claim
 * (`claimed[i]` false: a repeat, or a twin in flight) is served alone (ServeAlone); one that
 * `decide` refuses gets the refusal as its outcome and its key released, so that a retry can use
 * it. Gives back what `decide` accepted, each with its request's place, and the keys to release.
 */
export function decideEach<Request extends KeyedRequest, Result, Accepted>(
  batched: readonly BatchedRequest<Request>[],
  claimed: readonly boolean[],
  outcomes: Outcome<Result>[],
  decide: (entry: BatchedRequest<Request>, i: number) => Accepted,
): { accepted: { index: number; value: Accepted }[]; released: { userId: number; key: string }[] } {
  const accepted: { index: number; value: Accepted }[] = [];
  const released: { userId: number; key: string }[] = [];
  batched.forEach((entry, i) => {
    const { request, index } = entry;
    if (!claimed[i]) {
      outcomes[index] = { ok: false, error: new ServeAlone() };
      return;
    }
    try {
      accepted.push({ index, value: decide(entry, i) });
    } catch (error) {
      outcomes[index] = { ok: false, error };
      if (request.idempotencyKey !== null) released.push({ userId: request.owner.userId, key: request.idempotencyKey });
    }
  });
  return { accepted, released };
}

/** Each accepted request's outcome: the row the batch wrote for it, in the same order. */
export function acceptedOutcomes<Result>(
  outcomes: Outcome<Result>[],
  accepted: readonly { index: number }[],
  rows: readonly Result[],
): Outcome<Result>[] {
  accepted.forEach(({ index }, i) => {
    const row = rows[i];
    outcomes[index] = row ? { ok: true, value: row } : { ok: false, error: new Error('not written by its batch') };
  });
  return outcomes;
}
