import { randomUUID } from 'node:crypto';
import {
  birthdateProblem,
  ErrorCode,
  isCountryCode,
  needsBack,
  refusalReasons,
  utcDay,
  type IdentificationBody,
  type IdentificationResult,
  type IdentificationStatus,
  type KycPhoto,
  type UploadResult,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../core/errors.ts';
import { nameFonts, unprintableCharacter } from '../../core/pdf-fonts.ts';
import type { Limiter } from '../../core/rate-limits.ts';
import type { Received } from '../../core/image-upload.ts';
import type { SessionContext } from '../../core/request.ts';
import { cleanProofImage } from '../wallet/service.ts';
import { kycMessages } from './messages.ts';
import { documentNumberLabel, photoLabel, type DocumentSealer } from './sealing.ts';
import * as repo from './repo.ts';

export { KycReview, type KycDecision } from './review.ts';
export { DocumentSealer } from './sealing.ts';
export { verifiedIdentityOf } from './identity.ts';
export { KycPhotoCleanup, UNSUBMITTED_PHOTO_RETENTION_MS } from './cleanup.ts';

const IMAGE_REFUSAL = {
  too_large: 'The image may be at most 2 MB.',
  format: 'The image format is wrong: JPG, JPEG 2000 or PNG.',
  corrupt: 'The image is damaged or incomplete; upload it again.',
  dimensions: 'The image may be at most 8000 pixels a side and 40 megapixels.',
} as const;

/** The photos a submission names, by side; a passport has no back. */
function photosOf(body: IdentificationBody): [KycPhoto, string][] {
  const photos: [KycPhoto, string][] = [['front', body.frontFileId]];
  if (body.backFileId) photos.push(['back', body.backFileId]);
  photos.push(['handheld', body.handheldFileId]);
  return photos;
}

/** Everything about a submission that needs no database: refused before anything is written. */
function checkShape(body: IdentificationBody, today: string): void {
  if (!isCountryCode(body.country)) throw new AppError(ErrorCode.badParameters, kycMessages.country);
  const problem = birthdateProblem(body.birthdate, today);
  if (problem) throw new AppError(ErrorCode.badParameters, kycMessages.birthdate[problem]);
  if (needsBack(body.documentType) && !body.backFileId) {
    throw new AppError(ErrorCode.badParameters, kycMessages.backMissing);
  }
  if (!needsBack(body.documentType) && body.backFileId) {
    throw new AppError(ErrorCode.badParameters, kycMessages.backForPassport);
  }
  const ids = photosOf(body).map(([, id]) => id);
  if (new Set(ids).size !== ids.length) throw new AppError(ErrorCode.badParameters, kycMessages.samePhoto);
}

/**
 * The verified name is printed on loan agreements exactly as sent: a name holding a character no
 * agreement font has is refused here, rather than printed as a blank or a '?' later.
 */
async function checkNamePrintable(body: IdentificationBody): Promise<void> {
  const fonts = await nameFonts();
  if (unprintableCharacter(body.firstName, fonts) !== null) {
    throw new AppError(ErrorCode.badParameters, refusalReasons.firstNameUnprintable);
  }
  if (unprintableCharacter(body.lastName, fonts) !== null) {
    throw new AppError(ErrorCode.badParameters, refusalReasons.lastNameUnprintable);
  }
}

/**
 * A customer's identity verification: photos go in sealed at upload (never stored in the clear,
 * never served back to a customer), one submission under review at a time, and the status with the
 * operator's reason. users.kyc_status follows every step (pending, verified, rejected).
 */
export class KycService {
  constructor(private readonly deps: { db: Db; sealer: DocumentSealer; uploads: Limiter; now: () => Date }) {}

  /** One identity photo, cleaned of metadata and sealed before it is written. */
  async upload(session: SessionContext, receive: () => Promise<Received>): Promise<UploadResult> {
    await this.deps.uploads.consume(String(session.userId));
    const received = await receive();
    if (received.tooLarge) throw new AppError(ErrorCode.badParameters, IMAGE_REFUSAL.too_large);
    if (!received.bytes) throw new AppError(ErrorCode.badParameters, 'Send one image in the form field "file".');
    const cleaned = await cleanProofImage(received.bytes);
    if (!cleaned.ok) throw new AppError(ErrorCode.badParameters, IMAGE_REFUSAL[cleaned.reason]);
    const id = randomUUID();
    await repo.insertPhoto(this.deps.db, {
      id,
      userId: session.userId,
      mediaType: cleaned.mediaType,
      sizeBytes: cleaned.bytes.byteLength,
      sealed: this.deps.sealer.seal(cleaned.bytes, photoLabel(id)),
      createdAt: this.deps.now(),
    });
    return { fileId: id, mediaType: cleaned.mediaType, sizeBytes: cleaned.bytes.byteLength };
  }

  /** Sends the identity for review: the customer's status becomes pending. */
  async submit(session: SessionContext, body: IdentificationBody): Promise<IdentificationResult> {
    const now = this.deps.now();
    checkShape(body, utcDay(now));
    await checkNamePrintable(body);
    const { userId } = session;
    const documentNumberSealed = this.deps.sealer.seal(
      Buffer.from(body.documentNumber, 'utf8'),
      documentNumberLabel(userId),
    );
    try {
      await this.deps.db.transaction(async (tx) => {
        const status = await repo.userStatus(tx, userId, true);
        if (status === 'pending') throw new AppError(ErrorCode.authenticationStatusWrong, kycMessages.pending);
        if (status === 'verified') throw new AppError(ErrorCode.authenticationStatusWrong, kycMessages.verified);
        const photos = photosOf(body);
        const own = await repo.unattachedPhotos(
          tx,
          userId,
          photos.map(([, id]) => id),
        );
        if (own.length !== photos.length) throw new AppError(ErrorCode.badParameters, kycMessages.notOwnPhoto);
        const { firstName, lastName, sex, birthdate, country, documentType, phone, address, email } = body;
        const submission = await repo.insertSubmission(tx, {
          ...{ firstName, lastName, sex, birthdate, country, documentType, phone, address, email },
          userId,
          status: 'pending',
          documentNumberSealed,
          createdAt: now,
        });
        for (const [photo, fileId] of photos) await repo.attachPhoto(tx, fileId, submission.id, photo);
        await repo.setUserStatus(tx, userId, 'pending');
      });
    } catch (err) {
      if (uniqueViolation(err) === 'kyc_submissions_one_pending') {
        throw new AppError(ErrorCode.authenticationStatusWrong, kycMessages.pending);
      }
      throw err;
    }
    return { kycStatus: 'pending' };
  }

  /** The customer's own status; after a rejection the last submission's fields, to fill the form again. */
  async status(session: SessionContext): Promise<IdentificationStatus> {
    const { db, sealer } = this.deps;
    const kycStatus = (await repo.userStatus(db, session.userId, false)) ?? 'none';
    const latest = await repo.latestOwnSubmission(db, session.userId);
    if (!latest) return { kycStatus };
    const received = new Set(await repo.photosOf(db, latest.id));
    const result: IdentificationStatus = {
      kycStatus,
      submittedAt: latest.createdAt.getTime(),
      photos: { front: received.has('front'), back: received.has('back'), handheld: received.has('handheld') },
    };
    if (latest.status !== 'rejected' && latest.status !== 'resubmit') return result;
    const documentNumber = sealer
      .open(latest.documentNumberSealed, documentNumberLabel(session.userId))
      .toString('utf8');
    const { firstName, lastName, sex, birthdate, country, documentType, phone, address, email } = latest;
    return {
      ...result,
      reason: latest.reason ?? '',
      decision: latest.status === 'rejected' ? 'rejected' : 'resubmit',
      form: { firstName, lastName, sex, birthdate, country, documentType, documentNumber, phone, address, email },
    };
  }
}
