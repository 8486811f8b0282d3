import { and, asc, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { KycPhoto, KycStatus, KycSubmissionStatus } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { kycFiles, kycSubmissions, operators, users } from '../../db/schema.ts';

/** SQL only for identity verification: the transaction first; customer reads filter by owner. */

export type SubmissionRow = typeof kycSubmissions.$inferSelect;
export type NewSubmission = typeof kycSubmissions.$inferInsert;
export type SubmissionListRow = SubmissionRow & { username: string; reviewer: string | null };

export async function insertPhoto(tx: Db, row: typeof kycFiles.$inferInsert): Promise<void> {
  await tx.insert(kycFiles).values(row);
}

/**
 * The customer's own photos among `ids` that no submission holds yet, locked until they are
 * attached: the cleanup of overdue uploads skips them, or has deleted them before and they are gone.
 */
export async function unattachedPhotos(tx: Db, userId: number, ids: readonly string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: kycFiles.id })
    .from(kycFiles)
    .where(and(eq(kycFiles.userId, userId), inArray(kycFiles.id, [...ids]), isNull(kycFiles.submissionId)))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * Deletes up to `limit` photos that no submission holds and that were uploaded before `cutoff`,
 * oldest first, claimed SKIP LOCKED (a batch another node or a submission holds is left to it).
 * Answers how many it deleted.
 */
export async function deleteUnattachedPhotosBefore(tx: Db, cutoff: Date, limit: number): Promise<number> {
  const due = await tx
    .select({ id: kycFiles.id })
    .from(kycFiles)
    .where(and(isNull(kycFiles.submissionId), lt(kycFiles.createdAt, cutoff)))
    .orderBy(asc(kycFiles.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return 0;
  const ids = due.map((row) => row.id);
  const deleted = await tx
    .delete(kycFiles)
    .where(and(inArray(kycFiles.id, ids), isNull(kycFiles.submissionId)))
    .returning({ id: kycFiles.id });
  return deleted.length;
}

export async function attachPhoto(tx: Db, fileId: string, submissionId: number, photo: KycPhoto): Promise<void> {
  await tx.update(kycFiles).set({ submissionId, photo }).where(eq(kycFiles.id, fileId));
}

export async function insertSubmission(tx: Db, row: NewSubmission): Promise<SubmissionRow> {
  const [inserted] = await tx.insert(kycSubmissions).values(row).returning();
  if (!inserted) throw new Error('the submission was not inserted');
  return inserted;
}

export async function setUserStatus(tx: Db, userId: number, status: KycStatus): Promise<void> {
  await tx.update(users).set({ kycStatus: status }).where(eq(users.id, userId));
}

/** The customer's status, locked when a submission is decided against it. */
export async function userStatus(tx: Db, userId: number, lock: boolean): Promise<KycStatus | undefined> {
  const query = tx.select({ status: users.kycStatus }).from(users).where(eq(users.id, userId));
  const rows = lock ? await query.for('update') : await query;
  return rows[0]?.status;
}

/** The customer's latest submission. */
export async function latestOwnSubmission(tx: Db, userId: number): Promise<SubmissionRow | undefined> {
  const rows = await tx
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.id))
    .limit(1);
  return rows[0];
}

/** The customer's approved submission, the identity loans and agreements name. */
export async function approvedSubmission(tx: Db, userId: number): Promise<SubmissionRow | undefined> {
  const rows = await tx
    .select()
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, 'approved')))
    .orderBy(desc(kycSubmissions.id))
    .limit(1);
  return rows[0];
}

/** Which photos a submission holds. */
export async function photosOf(tx: Db, submissionId: number): Promise<KycPhoto[]> {
  const rows = await tx.select({ photo: kycFiles.photo }).from(kycFiles).where(eq(kycFiles.submissionId, submissionId));
  return rows.flatMap((row) => (row.photo ? [row.photo] : []));
}

export async function photoOf(
  tx: Db,
  submissionId: number,
  photo: KycPhoto,
): Promise<{ id: string; mediaType: string; sealed: Uint8Array } | undefined> {
  const rows = await tx
    .select({ id: kycFiles.id, mediaType: kycFiles.mediaType, sealed: kycFiles.sealed })
    .from(kycFiles)
    .where(and(eq(kycFiles.submissionId, submissionId), eq(kycFiles.photo, photo)));
  return rows[0];
}

const listColumns = { submission: kycSubmissions, username: users.username, reviewer: operators.name };

function withNames(rows: { submission: SubmissionRow; username: string; reviewer: string | null }[]) {
  return rows.map((row) => ({ ...row.submission, username: row.username, reviewer: row.reviewer }));
}

/** The queue: oldest pending first when filtered to pending, newest first otherwise. */
export async function listSubmissions(
  tx: Db,
  status: KycSubmissionStatus | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: SubmissionListRow[]; total: number }> {
  const where = status ? eq(kycSubmissions.status, status) : undefined;
  const rows = await tx
    .select(listColumns)
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .leftJoin(operators, eq(operators.id, kycSubmissions.reviewedBy))
    .where(where)
    .orderBy(status === 'pending' ? kycSubmissions.id : desc(kycSubmissions.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(kycSubmissions).where(where);
  return { rows: withNames(rows), total: total?.n ?? 0 };
}

/** Any submission, for operators; locked when it is being decided. */
export async function findSubmission(tx: Db, id: number, lock: boolean): Promise<SubmissionListRow | undefined> {
  const query = tx
    .select(listColumns)
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .leftJoin(operators, eq(operators.id, kycSubmissions.reviewedBy))
    .where(eq(kycSubmissions.id, id));
  const rows = lock ? await query.for('update', { of: kycSubmissions }) : await query;
  return withNames(rows)[0];
}

/** Decides a pending submission; answers false when it was decided already (another operator first). */
export async function decideSubmission(
  tx: Db,
  id: number,
  decision: { status: Exclude<KycSubmissionStatus, 'pending'>; reason: string | null; operatorId: number; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(kycSubmissions)
    .set({ status: decision.status, reason: decision.reason, reviewedBy: decision.operatorId, reviewedAt: decision.at })
    .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, 'pending')))
    .returning({ id: kycSubmissions.id });
  return rows.length > 0;
}
