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
import { keyedCall, withIdempotency } from '../../core/idempotency.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import type { SessionContext } from '../../core/request.ts';
import { customerBalances } from '../../ledger/index.ts';
import { presaleMessages, setCommitment } from './commit.ts';
import { textsOf, toCommitment, toRound } from './record.ts';
import * as repo from './repo.ts';

export { PresaleSettler, settleRound, cancelRound } from './settler.ts';
export { allocate } from './allocation.ts';
export { presaleMessages } from './commit.ts';
export { createRound, adminRounds, adminRound, roundInputOf, type NewRoundInput } from './admin.ts';
export type { RoundRow } from './repo.ts';
export { lockRound } from './repo.ts';

/**
 * The presale for customers: the rounds (public), setting one's commitment (real account only,
 * once per Idempotency-Key), one's commitments and token balances. Every read of commitments is
 * the session's own.
 */
export class PresaleService {
  constructor(private readonly deps: { db: Db; now: () => Date }) {}

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
    const { userId } = session;
    const now = this.deps.now();
    const request = {
      ...keyedCall('commitPresale', { userId, mode }, idempotencyKey, [body.roundId, Money.of(body.amount).toString()]),
      answer: async (db: Db, id: number) => {
        const row = await repo.findOwnCommitment(db, userId, id);
        return row && toCommitment(row, this.deps.now());
      },
    };
    return withIdempotency(this.deps.db, request, {
      run: async (tx) => {
        const row = await setCommitment(tx, { roundId: body.roundId, userId, amount: body.amount, now });
        const view = await repo.findOwnCommitment(tx, userId, row.id);
        if (!view) throw new Error('presale commitment vanished');
        return toCommitment(view, now);
      },
    });
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
