import type { KycPhoto, KycQueueQuery, KycSubmissionDetail, KycSubmissionPage } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import type { PageRequest } from '../../core/paging.ts';
import type { OperatorContext } from '../../core/request.ts';
import type { AuditService } from '../audit/service.ts';
import type { KycDecision, KycReview } from '../kyc/service.ts';
import { ROLE_PERMISSIONS, requirePermission } from './access.ts';

const ACTION: Record<KycDecision, string> = {
  approved: 'kyc.approve',
  rejected: 'kyc.reject',
  resubmit: 'kyc.resubmit',
};

/**
 * The KYC queue as operators work it. Every role reads the queue and a submission's fields; the
 * document number and the photos are opened only for roles that read files (admins, reviewers),
 * and every such opening is an audit row written in the same transaction as the read. Decisions
 * are for roles that decide the queue, each audited with the reason.
 */
export class KycAdmin {
  constructor(private readonly deps: { db: Db; audit: AuditService; review: KycReview }) {}

  async submissions(op: OperatorContext, query: KycQueueQuery, page: PageRequest): Promise<KycSubmissionPage> {
    requirePermission(op, 'queue.read');
    return this.deps.review.list(query.status, page);
  }

  async submission(op: OperatorContext, id: number): Promise<KycSubmissionDetail> {
    requirePermission(op, 'queue.read');
    const withDocuments = ROLE_PERMISSIONS[op.role].has('files.read');
    return this.deps.db.transaction(async (tx) => {
      const detail = await this.deps.review.detail(tx, id, withDocuments);
      if (withDocuments) {
        await this.deps.audit.record(tx, {
          operatorId: op.operatorId,
          action: 'kyc.view',
          targetKind: 'kyc_submission',
          targetId: id,
        });
      }
      return detail;
    });
  }

  async photo(op: OperatorContext, id: number, photo: KycPhoto): Promise<{ mediaType: string; bytes: Buffer }> {
    requirePermission(op, 'files.read');
    return this.deps.db.transaction(async (tx) => {
      const image = await this.deps.review.photo(tx, id, photo);
      await this.deps.audit.record(tx, {
        operatorId: op.operatorId,
        action: 'kyc.photo',
        targetKind: 'kyc_submission',
        targetId: id,
        after: { photo },
      });
      return image;
    });
  }

  async decide(op: OperatorContext, id: number, decision: KycDecision, reason: string | null) {
    requirePermission(op, 'queue.decide');
    await this.deps.db.transaction(async (tx) => {
      const { before } = await this.deps.review.decide(tx, op.operatorId, id, decision, reason);
      await this.deps.audit.record(tx, {
        operatorId: op.operatorId,
        action: ACTION[decision],
        targetKind: 'kyc_submission',
        targetId: id,
        before: { status: before.status },
        after: { status: decision, reason },
      });
    });
    return this.submission(op, id);
  }
}
