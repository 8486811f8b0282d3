import type { NotificationKind, WalletStatus } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { notifyMany, type NotificationPayload } from '../notify/service.ts';
import * as repo from './repo.ts';

export interface StatusChange {
  recordKind: 'deposit' | 'withdrawal';
  recordId: number;
  userId: number;
  /** The statuses the record passed through in this transaction, in order: each is an event. */
  statuses: readonly WalletStatus[];
  /** Null when the customer moved it (submitting). */
  operatorId: number | null;
  reason?: string;
  at: Date;
  /** What the customer is told: one notification per change, however many statuses it passed. */
  notification: { kind: NotificationKind; payload: NotificationPayload };
}

/** Writes a deposit's or withdrawal's status history and tells its owner, in the caller's transaction. */
export function recordStatusChange(tx: Db, change: StatusChange): Promise<void> {
  return recordStatusChanges(tx, [change]);
}

/** recordStatusChange for many records at once (a group-committed batch): two statements, whatever their number. */
export async function recordStatusChanges(tx: Db, changes: readonly StatusChange[]): Promise<void> {
  if (changes.length === 0) return;
  await repo.insertEvents(
    tx,
    changes.flatMap(({ recordKind, recordId, operatorId, reason, at, statuses }) =>
      statuses.map((status) => ({ recordKind, recordId, status, operatorId, reason: reason ?? null, at })),
    ),
  );
  await notifyMany(
    tx,
    changes.map((change) => ({ userId: change.userId, ...change.notification, at: change.at })),
  );
}
