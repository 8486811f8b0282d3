import type { PositionRecord } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { GroupCommit } from '../../core/group-commit.ts';
import { keyedCall, withIdempotency } from '../../core/idempotency.ts';
import { CustomerAccountIds } from '../../ledger/index.ts';
import type { TradingAccountIds } from './accounts.ts';
import { loneRequest, submitOrServeAlone } from '../../core/batch-keys.ts';
import { closeLockedPosition } from './close.ts';
import { openOrRefused, writeCloses, type BatchedClose, type CloseTerms } from './close-batch.ts';
import { lockOwnPosition, type Owner, type PositionRow } from './repo.ts';
import { accountKey } from '../../core/account-key.ts';

/** Most closes in one batch: every bound is explicit. */
export const CLOSE_BATCH_MAX = 64;

export interface CloseDeskDeps {
  db: Db;
  accounts: TradingAccountIds;
  /** How a locked open position closes now; throws the close's refusal (its market closed, no live price). */
  termsOf: CloseTerms;
  /** The record a closed position answers with. */
  view: (row: PositionRow) => PositionRecord;
  /** The answer stored under a close's key: the position it closed, as it is now. */
  storedPosition: (owner: Owner) => (db: Db, id: number) => Promise<PositionRecord | undefined>;
  now: () => Date;
  /** Most batches written at once: 1 on the embedded database, a few on PostgreSQL. */
  closeBatches?: number;
  onBatchFailure?: (err: unknown, size: number) => void;
}

/**
 * Where customers close positions at market. Closes of different accounts that arrive together
 * are written in one transaction (close-batch.ts), each answered once its batch has committed; a
 * close that must be served alone (a keyed repeat, a batch that failed as a whole) goes through
 * withIdempotency, one transaction of its own, with the same checks.
 */
export class CloseDesk {
  readonly closes: GroupCommit<BatchedClose, PositionRecord>;
  /** The ids of the accounts closes were decided on, so that a batch locks them by primary key. */
  private readonly accountIds = new CustomerAccountIds();

  constructor(private readonly deps: CloseDeskDeps) {
    this.closes = new GroupCommit({
      write: async (closes) =>
        (await writeCloses(deps.db, closes, deps.termsOf, this.accountIds)).map((outcome) =>
          outcome.ok ? { ok: true, value: deps.view(outcome.value) } : outcome,
        ),
      alone: (close) => this.closeAlone(close),
      keyOf: (close) => accountKey(close.owner.userId, close.owner.mode),
      maxBatchSize: CLOSE_BATCH_MAX,
      maxConcurrentBatches: deps.closeBatches ?? 1,
      onBatchFailure: deps.onBatchFailure,
    });
  }

  /** Closes the customer's position at the live tick of its instrument, its market open; once per Idempotency-Key. */
  async close(owner: Owner, positionId: number, idempotencyKey?: string): Promise<PositionRecord> {
    const now = this.deps.now();
    const { requestHash } = keyedCall('closePosition', owner, idempotencyKey, [positionId]);
    const prepare = async (): Promise<BatchedClose> => {
      const { margin, house } = await this.deps.accounts.of(owner.mode);
      return { owner, positionId, system: { margin, house }, idempotencyKey: idempotencyKey ?? null, requestHash, now };
    };
    return submitOrServeAlone(this.closes, idempotencyKey !== undefined, prepare, async (prepared) =>
      this.closeAlone(await prepared()),
    );
  }

  /** One close in a transaction of its own, under its position's lock, once per key. */
  private closeAlone(close: BatchedClose): Promise<PositionRecord> {
    const request = loneRequest('closePosition', close, this.deps.storedPosition(close.owner));
    return withIdempotency(this.deps.db, request, {
      run: async (tx) => {
        const position = openOrRefused(await lockOwnPosition(tx, close.owner, close.positionId));
        const terms = this.deps.termsOf(position, close.now);
        return this.deps.view(await closeLockedPosition(tx, position, { ...terms, accounts: close.system }));
      },
    });
  }
}
