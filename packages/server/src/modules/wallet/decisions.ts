import { ErrorCode, type WalletStatus } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import { listPage, offsetOf, type Page } from '../../core/paging.ts';

/** What the operators' decisions on deposits and withdrawals share: their answer and their refusals. */

/** What a decision did: the record before and after, and whether this call changed anything. */
export interface Decision<T> {
  before: T;
  after: T;
  changed: boolean;
}

export interface ReviewQuery {
  /** Every status when not given. */
  status?: WalletStatus;
  page: number;
  pageSize: number;
}

type RecordKind = 'deposit' | 'withdrawal';

/** The queue reads of a reviewed record's repository (reviewedRecords). */
interface Queue<Row> {
  byStatus(tx: Db, status: WalletStatus | undefined, limit: number, offset: number): Promise<Row[]>;
  countByStatus(tx: Db, status: WalletStatus | undefined): Promise<number>;
}

/** A page of a review queue: the records of the status asked for, or of every status. */
export function queuePage<Row, Shown>(
  db: Db,
  query: ReviewQuery,
  queue: Queue<Row>,
  show: (row: Row) => Shown,
): Promise<Page<Shown>> {
  return listPage(
    query,
    queue.byStatus(db, query.status, query.pageSize, offsetOf(query)),
    queue.countByStatus(db, query.status),
    show,
  );
}

/** The record a decision is about; an unknown id is refused. */
export function found<T>(kind: RecordKind, record: T | undefined): T {
  if (record === undefined) throw new AppError(ErrorCode.badParameters, `No such ${kind}.`);
  return record;
}

/** A decided record: unchanged for a repeat of the same decision, a refusal for another. */
export function settled<T extends { status: WalletStatus }>(
  kind: RecordKind,
  record: T,
  same: readonly WalletStatus[],
): Decision<T> {
  if (same.includes(record.status)) return { before: record, after: record, changed: false };
  throw new AppError(ErrorCode.badParameters, `This ${kind} was already ${record.status.replace('_', ' ')}.`);
}

export function reasonOf(reason: string): string {
  const text = reason.trim();
  if (text === '') throw new AppError(ErrorCode.badParameters, 'Give the reason for the rejection.');
  return text;
}
