import { ErrorCode, PAGE_SIZE_MAX, type NotificationRecord } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/envelope.ts';
import type { SessionContext } from '../auth/service.ts';
import * as repo from './repo.ts';

export type { NotificationPayload } from './repo.ts';

/** Page size when the caller names none. */
export const DEFAULT_PAGE_SIZE = 20;

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** `page` (from 1) and `pageSize` (at most 100) of a list query; a larger page size is refused with 10088. */
export function pageRequest(query: { page?: string; pageSize?: string }): PageRequest {
  const page = query.page === undefined ? 1 : Number(query.page);
  const pageSize = query.pageSize === undefined ? DEFAULT_PAGE_SIZE : Number(query.pageSize);
  if (!Number.isSafeInteger(page) || page < 1) throw new AppError(ErrorCode.badParameters, 'Pages count from 1.');
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > PAGE_SIZE_MAX) {
    throw new AppError(ErrorCode.badParameters, `A page holds 1 to ${PAGE_SIZE_MAX} items.`);
  }
  return { page, pageSize };
}

export function offsetOf(request: PageRequest): number {
  return (request.page - 1) * request.pageSize;
}

/**
 * Tells a customer that something changed, inside the caller's transaction: the notification
 * exists exactly when the change it reports was committed. The payload is data (ids, amounts,
 * statuses), worded by the app in the reader's language.
 */
export async function notify(
  tx: Db,
  userId: number,
  kind: string,
  payload: repo.NotificationPayload,
  at: Date = new Date(),
): Promise<void> {
  await repo.insertNotification(tx, userId, kind, payload, at);
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
  constructor(private readonly db: Db) {}

  async list(session: SessionContext, request: PageRequest): Promise<Page<NotificationRecord>> {
    const [rows, total] = await Promise.all([
      repo.listNotifications(this.db, session.userId, request.pageSize, offsetOf(request)),
      repo.countNotifications(this.db, session.userId),
    ]);
    return { list: rows.map(toRecord), total, page: request.page, pageSize: request.pageSize };
  }
}
