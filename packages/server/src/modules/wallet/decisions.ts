import { ErrorCode, type WalletStatus } from '@tp/contract';
import { AppError } from '../../core/errors.ts';

/** What the operators' decisions on deposits and withdrawals share: their answer and their refusals. */

/** What a decision did: the record before and after, and whether this call changed anything. */
export interface Decision<T> {
  before: T;
  after: T;
  changed: boolean;
}

export interface ReviewQuery {
  /** 'awaiting_review' when not given. */
  status?: WalletStatus;
  page: number;
  pageSize: number;
}

type RecordKind = 'deposit' | 'withdrawal';

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
