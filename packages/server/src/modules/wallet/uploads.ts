import { createHash, randomUUID } from 'node:crypto';
import { ErrorCode, type UploadResult } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { Limiter } from '../../core/rate-limits.ts';
import type { SessionContext } from '../../core/request.ts';
import { cleanProofImage, type ProofRejection } from './images.ts';
import { messages } from './messages.ts';
import * as fileRepo from './file-repo.ts';

/** The sentence of each refusal of an image (the contract's refusalReasons, which the web words). */
const REFUSALS: Record<ProofRejection, string> = {
  too_large: messages.imageTooLarge,
  format: messages.imageFormat,
  corrupt: messages.imageCorrupt,
  dimensions: messages.imageDimensions,
};

export interface Received {
  /** The uploaded bytes, or why there are none. */
  bytes?: Uint8Array;
  tooLarge?: boolean;
}

/** The customer's payment proofs: stored cleaned, read back by their owner only. */
export class ProofUploads {
  constructor(
    private readonly db: Db,
    private readonly uploads: Limiter,
    private readonly now: () => Date,
  ) {}

  /**
   * Stores a payment proof. The rate limit is counted before the upload is read; `receive` reads
   * it (bounded by the transport to PROOF_MAX_BYTES). What is stored is the cleaned image.
   */
  async upload(session: SessionContext, receive: () => Promise<Received>): Promise<UploadResult> {
    await this.uploads.consume(String(session.userId));
    const received = await receive();
    if (received.tooLarge) throw new AppError(ErrorCode.badParameters, messages.imageTooLarge);
    if (!received.bytes) throw new AppError(ErrorCode.badParameters, messages.proof);
    const cleaned = await cleanProofImage(received.bytes);
    if (!cleaned.ok) throw new AppError(ErrorCode.badParameters, REFUSALS[cleaned.reason]);
    const id = randomUUID();
    const bytes = cleaned.bytes;
    await fileRepo.insertFile(this.db, {
      id,
      userId: session.userId,
      purpose: 'deposit_proof',
      mediaType: cleaned.mediaType,
      sizeBytes: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      createdAt: this.now(),
    });
    return { fileId: id, mediaType: cleaned.mediaType, sizeBytes: bytes.byteLength };
  }

  /** The owner's image; anybody else's id, or an unknown one, is the same refusal. */
  async file(session: SessionContext, id: string): Promise<{ mediaType: string; bytes: Uint8Array }> {
    const file = await fileRepo.findOwnFile(this.db, session.userId, id);
    if (!file) throw new AppError(ErrorCode.badParameters, messages.noSuchFile);
    return file;
  }
}
