import { ErrorCode, LANGUAGES, type NoticePage, type SendNoticeBody, type SentNotice } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import type { NoticeText } from '../../db/schema.ts';
import { AppError } from '../../core/errors.ts';
import { offsetOf, type PageRequest } from '../../core/paging.ts';
import type { OperatorContext } from '../../core/request.ts';
import type { AuditService } from '../audit/service.ts';
import { requirePermission } from './access.ts';
import * as repo from './notice-repo.ts';

/** The languages written, trimmed, blank ones dropped; English must remain (everyone else's fallback). */
function writtenTexts(texts: SendNoticeBody['texts']): { texts: Record<string, NoticeText>; english: NoticeText } {
  const kept: Record<string, NoticeText> = {};
  for (const language of LANGUAGES) {
    const title = texts[language]?.title.trim() ?? '';
    const body = texts[language]?.body.trim() ?? '';
    if (title && body) kept[language] = { title, body };
  }
  if (!kept.en) throw new AppError(ErrorCode.badParameters, 'A notice needs its English title and text.');
  return { texts: kept, english: kept.en };
}

/**
 * Notices from operators: to every active customer or to one, in the languages written. The
 * notice, its notifications (which the database pushes to open pages at commit) and the audit row
 * commit together.
 */
export class NoticeAdmin {
  constructor(private readonly deps: { db: Db; audit: AuditService; now: () => Date }) {}

  async send(op: OperatorContext, body: SendNoticeBody): Promise<SentNotice> {
    requirePermission(op, 'notices');
    const { texts, english } = writtenTexts(body.texts);
    const userId = body.audience === 'customer' ? (body.userId ?? null) : null;
    if (body.audience === 'customer' && userId === null) {
      throw new AppError(ErrorCode.badParameters, 'A notice to one customer names the customer.');
    }
    if (body.audience === 'everyone' && body.userId !== undefined) {
      throw new AppError(ErrorCode.badParameters, 'A notice to everyone names no customer.');
    }
    return this.deps.db.transaction(async (tx) => {
      if (userId !== null && !(await repo.isActiveCustomer(tx, userId))) {
        throw new AppError(ErrorCode.badParameters, 'No such active customer.');
      }
      const createdAt = this.deps.now();
      const noticeId = await repo.insertNotice(tx, {
        audience: body.audience,
        userId,
        texts,
        operatorId: op.operatorId,
        createdAt,
      });
      const recipients = await repo.notifyAudience(tx, noticeId, userId, createdAt);
      await this.deps.audit.record(tx, {
        operatorId: op.operatorId,
        action: 'notice.send',
        targetKind: body.audience === 'customer' ? 'user' : 'everyone',
        targetId: userId,
        after: { noticeId, languages: Object.keys(texts), title: english.title, recipients },
      });
      return { noticeId, recipients };
    });
  }

  async list(op: OperatorContext, request: PageRequest): Promise<NoticePage> {
    requirePermission(op, 'notices');
    const [rows, total] = await Promise.all([
      repo.listNotices(this.deps.db, request.pageSize, offsetOf(request)),
      repo.countNotices(this.deps.db),
    ]);
    return {
      list: rows.map((row) => ({
        id: row.id,
        audience: row.audience,
        userId: row.userId,
        languages: Object.keys(row.texts),
        title: row.texts.en?.title ?? '',
        operatorId: row.operatorId,
        createdAt: row.createdAt.getTime(),
      })),
      total,
      page: request.page,
      pageSize: request.pageSize,
    };
  }
}
