import type { NotificationKind, WalletStatus } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { notify, type NotificationPayload } from '../notify/service.ts';
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
export async function recordStatusChange(tx: Db, change: StatusChange): Promise<void> {
  const { recordKind, recordId, operatorId, reason, at } = change;
  for (const status of change.statuses) {
    await repo.insertEvent(tx, { recordKind, recordId, status, operatorId, reason: reason ?? null, at });
  }
  await notify(tx, change.userId, change.notification.kind, change.notification.payload, at);
}
