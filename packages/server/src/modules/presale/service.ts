import {
  ACCOUNT_CURRENCY,
  ErrorCode,
  Money,
  type AccountMode,
  type CommitPresaleBody,
  type Language,
  type PresaleCommitment,
  type PresaleRound,
  type TokenBalance,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import { accountKey } from '../../core/account-key.ts';
import { loneRequest, submitOrServeAlone } from '../../core/batch-keys.ts';
import { GroupCommit } from '../../core/group-commit.ts';
import { keyedCall, withIdempotency, type IdempotentRequest } from '../../core/idempotency.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import type { SessionContext } from '../../core/request.ts';
import { customerBalances, CustomerAccountIds } from '../../ledger/index.ts';
import { writeCommitments, type BatchedCommitment } from './commit-batch.ts';
import { presaleMessages, setCommitment } from './commit.ts';
import { textsOf, toCommitment, toRound } from './record.ts';
import * as repo from './repo.ts';

export { PresaleSettler, settleRound, cancelRound } from './settler.ts';
export { allocate } from './allocation.ts';
export { presaleMessages } from './commit.ts';
export { createRound, adminRounds, adminRound, roundInputOf, type NewRoundInput } from './admin.ts';
export type { RoundRow } from './repo.ts';
export { lockRound } from './repo.ts';

/** Most commitments in one batch: every bound is explicit. */
export const COMMITMENT_BATCH_MAX = 64;

export interface PresaleDeps {
  db: Db;
  now: () => Date;
  /** Most batches of commitments written at once; 1 by default (the embedded database). */
  batches?: number;
  onBatchFailure?: (err: unknown, size: number) => void;
}

/**
 * The presale for customers: the rounds (public), setting one's commitment (real account only,
 * once per Idempotency-Key), one's commitments and token balances. Every read of commitments is
 * the session's own.
 */
export class PresaleService {
  /** Commitments: those of different customers that arrive together are written in one transaction. */
  readonly commitmentBatches: GroupCommit<BatchedCommitment, PresaleCommitment>;
  /** The ids of the accounts commitments were decided on, so that a batch locks them by primary key. */
  private readonly accountIds = new CustomerAccountIds();

  constructor(private readonly deps: PresaleDeps) {
    this.commitmentBatches = new GroupCommit({
      write: (requests) => writeCommitments(deps.db, requests, this.accountIds),
      alone: (request) =>
        this.commitAlone(loneRequest('commitPresale', request, this.storedCommitment(request.owner.userId)), request),
      keyOf: (request) => accountKey(request.owner.userId, request.owner.mode),
      maxBatchSize: COMMITMENT_BATCH_MAX,
      maxConcurrentBatches: deps.batches ?? 1,
      onBatchFailure: deps.onBatchFailure,
    });
  }

  async list(request: PageRequest, language: Language): Promise<Page<PresaleRound>> {
    const { db } = this.deps;
    const rows = await repo.listRounds(db, request.pageSize, offsetOf(request));
    const texts = textsOf(
      await repo.roundTexts(
        db,
        rows.map((r) => r.id),
      ),
    );
    const now = this.deps.now();
    return listPage(request, Promise.resolve(rows), repo.countRounds(db), (row) => toRound(row, texts, language, now));
  }

  async get(id: number, language: Language): Promise<PresaleRound> {
    const row = await repo.findRound(this.deps.db, id);
    if (!row) throw new AppError(ErrorCode.badParameters, presaleMessages.noSuchRound);
    const texts = textsOf(await repo.roundTexts(this.deps.db, [id]));
    return toRound(row, texts, language, this.deps.now());
  }

  /** Sets the session's commitment to the round to `amount` ("0" withdraws it). */
  async commit(
    session: SessionContext,
    mode: AccountMode,
    body: CommitPresaleBody,
    idempotencyKey?: string,
  ): Promise<PresaleCommitment> {
    if (mode !== 'real') throw new AppError(ErrorCode.badParameters, presaleMessages.demo);
    const owner = { userId: session.userId, mode: 'real' as const };
    const request = {
      ...keyedCall('commitPresale', owner, idempotencyKey, [body.roundId, Money.of(body.amount).toString()]),
      answer: this.storedCommitment(owner.userId),
    };
    const batched: BatchedCommitment = {
      owner,
      roundId: body.roundId,
      amount: body.amount,
      idempotencyKey: idempotencyKey ?? null,
      requestHash: request.requestHash,
      now: this.deps.now(),
    };
    // Every check is made under the locks, in the batch: nothing refuses before it.
    return submitOrServeAlone(
      this.commitmentBatches,
      idempotencyKey !== undefined,
      () => Promise.resolve(batched),
      () => this.commitAlone(request, batched),
    );
  }

  /** One commitment in a transaction of its own, once per key. */
  private commitAlone(
    request: IdempotentRequest<PresaleCommitment>,
    commitment: BatchedCommitment,
  ): Promise<PresaleCommitment> {
    const { owner, roundId, amount, now } = commitment;
    return withIdempotency(this.deps.db, request, {
      run: async (tx) => {
        const row = await setCommitment(tx, { roundId, userId: owner.userId, amount, now });
        const view = await repo.findOwnCommitment(tx, owner.userId, row.id);
        if (!view) throw new Error('presale commitment vanished');
        return toCommitment(view, now);
      },
    });
  }

  /** The commitment an earlier call under a key answered with, as it is now. */
  private storedCommitment(userId: number) {
    return async (db: Db, id: number): Promise<PresaleCommitment | undefined> => {
      const row = await repo.findOwnCommitment(db, userId, id);
      return row && toCommitment(row, this.deps.now());
    };
  }

  async commitments(session: SessionContext, request: PageRequest): Promise<Page<PresaleCommitment>> {
    const { db } = this.deps;
    const now = this.deps.now();
    return listPage(
      request,
      repo.listOwnCommitments(db, session.userId, request.pageSize, offsetOf(request)),
      repo.countOwnCommitments(db, session.userId),
      (row) => toCommitment(row, now),
    );
  }

  /** The tokens the session holds on the real book (every currency but USDT), with their names. */
  async tokenBalances(session: SessionContext): Promise<TokenBalance[]> {
    const { db } = this.deps;
    const accounts = (await customerBalances(db, session.userId, 'real')).filter(
      (a) => a.currency !== ACCOUNT_CURRENCY && Money.of(a.balance).isPositive(),
    );
    const names = await repo.tokenNames(
      db,
      accounts.map((a) => a.currency),
    );
    // Only presale tokens: any other currency of the book is not this list's to show.
    return accounts
      .filter((a) => names.has(a.currency))
      .map((a) => ({
        currency: a.currency,
        name: names.get(a.currency)?.name ?? a.currency,
        logo: names.get(a.currency)?.logo ?? '',
        balance: Money.of(a.balance).toString(),
      }));
  }
}
