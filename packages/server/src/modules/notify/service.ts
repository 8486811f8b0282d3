import {
  kindsOf,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY,
  NOTIFICATION_KINDS,
  type Language,
  type NotificationCategory,
  type NotificationKind,
  type NotificationRecord,
  type UnreadNotifications,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import type { SessionContext } from '../../core/request.ts';
import { queueEmails } from '../mail/service.ts';
import * as repo from './repo.ts';

export type { NotificationPayload } from './repo.ts';

/**
 * Tells a customer that something changed, inside the caller's transaction: the notification
 * exists exactly when the change it reports was committed, and the database pushes it to the
 * customer's open pages at that commit (migration 0013). The payload is data (ids, amounts,
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
  await queueEmails(tx, [{ userId, kind, payload, at }]);
}

/** A notification of notifyMany: whom it tells, of what, and when that happened. */
export interface Notice {
  userId: number;
  kind: NotificationKind;
  payload: repo.NotificationPayload;
  at: Date;
}

/**
 * Tells several customers at once, inside the caller's transaction (a job's batch, a
 * group-committed batch of requests): one statement, each notification at its own moment.
 */
export async function notifyMany(tx: Db, notices: readonly Notice[]): Promise<void> {
  await repo.insertNotifications(
    tx,
    notices.map(({ at, ...notice }) => ({ ...notice, createdAt: at })),
  );
  await queueEmails(tx, notices);
}

function toRecord(language: Language) {
  return (row: repo.NotificationRow): NotificationRecord => {
    const texts = row.noticeTexts;
    return {
      id: row.id,
      kind: row.kind,
      payload: row.payload,
      createdAt: row.createdAt.getTime(),
      readAt: row.readAt ? row.readAt.getTime() : null,
      notice: texts ? (texts[language] ?? texts.en ?? null) : null,
    };
  };
}

const isKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind);
const kindsFilter = (category: NotificationCategory | undefined) => (category ? kindsOf(category) : null);

/** The session's own notifications; nobody reads, marks or deletes another customer's. */
export class NotifyService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async list(
    session: SessionContext,
    request: PageRequest & { category?: NotificationCategory | undefined; language?: Language | undefined },
  ): Promise<Page<NotificationRecord>> {
    const kinds = kindsFilter(request.category);
    return listPage(
      request,
      repo.listNotifications(this.db, session.userId, kinds, request.pageSize, offsetOf(request)),
      repo.countNotifications(this.db, session.userId, kinds),
      toRecord(request.language ?? 'en'),
    );
  }

  async unread(session: SessionContext): Promise<UnreadNotifications> {
    const byCategory = Object.fromEntries(NOTIFICATION_CATEGORIES.map((category) => [category, 0])) as Record<
      NotificationCategory,
      number
    >;
    let total = 0;
    for (const { kind, n } of await repo.countUnreadByKind(this.db, session.userId)) {
      total += n;
      if (isKind(kind)) byCategory[NOTIFICATION_CATEGORY[kind]] += n;
    }
    return { total, byCategory };
  }

  /** Marks some as read, once: a notification keeps the time it was first read. */
  async read(session: SessionContext, ids: readonly number[]): Promise<void> {
    await repo.markRead(this.db, session.userId, ids, this.now());
  }

  async readAll(session: SessionContext, category: NotificationCategory | undefined): Promise<void> {
    await repo.markAllRead(this.db, session.userId, kindsFilter(category), this.now());
  }

  async delete(session: SessionContext, ids: readonly number[]): Promise<void> {
    await repo.deleteOwned(this.db, session.userId, ids);
  }
}
