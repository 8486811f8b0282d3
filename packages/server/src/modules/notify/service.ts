import type { NotificationKind, NotificationRecord } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import type { SessionContext } from '../../core/request.ts';
import { queueEmails } from '../mail/service.ts';
import * as repo from './repo.ts';

export type { NotificationPayload } from './repo.ts';

/**
 * Tells a customer that something changed, inside the caller's transaction: the notification
 * exists exactly when the change it reports was committed. The payload is data (ids, amounts,
 * statuses), worded by the app in the reader's language. When the customer takes the kind's
 * category by e-mail, its mail is queued in the same transaction (modules/mail/outbox.ts).
 */
export async function notify(
  tx: Db,
  userId: number,
  kind: NotificationKind,
  payload: repo.NotificationPayload,
  at: Date = new Date(),
): Promise<void> {
  await repo.insertNotification(tx, userId, kind, payload, at);
  await queueEmails(tx, [{ userId, kind, payload }], at);
}

/** Tells several customers at once, inside the caller's transaction (a job's batch): one statement. */
export async function notifyMany(
  tx: Db,
  items: readonly { userId: number; kind: NotificationKind; payload: repo.NotificationPayload }[],
  at: Date,
): Promise<void> {
  await repo.insertNotifications(
    tx,
    items.map((item) => ({ ...item, createdAt: at })),
  );
  await queueEmails(tx, items, at);
}

function toRecord(row: repo.NotificationRow): NotificationRecord {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    createdAt: row.createdAt.getTime(),
    readAt: row.readAt ? row.readAt.getTime() : null,
  };
}

/** The session's own notifications; nobody reads another customer's. */
export class NotifyService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async list(session: SessionContext, request: PageRequest): Promise<Page<NotificationRecord>> {
    return listPage(
      request,
      repo.listNotifications(this.db, session.userId, request.pageSize, offsetOf(request)),
      repo.countNotifications(this.db, session.userId),
      toRecord,
    );
  }

  /** Marks the ones the customer has seen as read, once: a notification keeps the time it was first read. */
  async read(session: SessionContext, ids: readonly number[]): Promise<void> {
    await repo.markRead(this.db, session.userId, ids, this.now());
  }
}
