import { ErrorCode, type KycPhoto, type KycSubmissionDetail, type KycSubmissionSummary } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import { notify } from '../notify/service.ts';
import { kycMessages } from './messages.ts';
import { documentNumberLabel, photoLabel, type DocumentSealer } from './sealing.ts';
import * as repo from './repo.ts';

/** An operator's decision on a pending submission. */
export type KycDecision = 'approved' | 'rejected' | 'resubmit';

const NOTIFICATION = { approved: 'kyc_approved', rejected: 'kyc_rejected', resubmit: 'kyc_resubmit' } as const;

function toSummary(row: repo.SubmissionListRow): KycSubmissionSummary {
  return {
    id: row.id,
    userId: row.userId,
    username: row.username,
    status: row.status,
    firstName: row.firstName,
    lastName: row.lastName,
    country: row.country,
    documentType: row.documentType,
    createdAt: row.createdAt.getTime(),
    reason: row.reason,
    reviewedBy: row.reviewer,
    reviewedAt: row.reviewedAt ? row.reviewedAt.getTime() : null,
  };
}

/**
 * The review side of identity verification, for the back office, which checks the operator's role
 * and writes the audit log first: the queue, one submission, its photos opened, and decisions. A
 * decision moves users.kyc_status and notifies the customer in the same transaction.
 */
export class KycReview {
  constructor(private readonly deps: { db: Db; sealer: DocumentSealer; now: () => Date }) {}

  async list(
    status: KycSubmissionSummary['status'] | undefined,
    page: PageRequest,
  ): Promise<Page<KycSubmissionSummary>> {
    const found = repo.listSubmissions(this.deps.db, status, page.pageSize, offsetOf(page));
    return listPage(
      page,
      found.then((result) => result.rows),
      found.then((result) => result.total),
      toSummary,
    );
  }

  /** One submission; the document number opened only for a role that may see documents. */
  async detail(tx: Db, id: number, withDocuments: boolean): Promise<KycSubmissionDetail> {
    const row = await repo.findSubmission(tx, id, false);
    if (!row) throw new AppError(ErrorCode.badParameters, kycMessages.noSuchSubmission);
    const documentNumber = withDocuments
      ? this.deps.sealer.open(row.documentNumberSealed, documentNumberLabel(row.userId)).toString('utf8')
      : null;
    return {
      ...toSummary(row),
      sex: row.sex,
      birthdate: row.birthdate,
      phone: row.phone,
      address: row.address,
      email: row.email,
      documentNumber,
      photos: withDocuments ? await repo.photosOf(tx, id) : [],
      canSeeDocuments: withDocuments,
    };
  }

  /** A photo opened; a wrong key or a changed byte refuses (fail closed). */
  async photo(tx: Db, id: number, photo: KycPhoto): Promise<{ mediaType: string; bytes: Buffer }> {
    const found = await repo.photoOf(tx, id, photo);
    if (!found) throw new AppError(ErrorCode.badParameters, kycMessages.noSuchPhoto);
    return { mediaType: found.mediaType, bytes: this.deps.sealer.open(found.sealed, photoLabel(found.id)) };
  }

  /**
   * Decides a pending submission once: the row is locked, so of two operators deciding at once the
   * second is told it was decided already, and nothing changes for it.
   */
  async decide(tx: Db, operatorId: number, id: number, decision: KycDecision, reason: string | null) {
    const row = await repo.findSubmission(tx, id, true);
    if (!row) throw new AppError(ErrorCode.badParameters, kycMessages.noSuchSubmission);
    const at = this.deps.now();
    const changed = await repo.decideSubmission(tx, id, { status: decision, reason, operatorId, at });
    if (!changed) throw new AppError(ErrorCode.badParameters, kycMessages.decided);
    await repo.setUserStatus(tx, row.userId, decision === 'approved' ? 'verified' : 'rejected');
    await notify(tx, row.userId, NOTIFICATION[decision], { id, reason }, at);
    return { before: toSummary(row), userId: row.userId };
  }
}
