import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ErrorCode } from '@tp/contract';
import { AppError } from '../../core/errors.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Why documents cannot be sealed or opened: said the same way whatever went wrong, and nothing is read. */
export const KEY_REFUSAL = 'Identity documents cannot be read or stored now: the server has no valid document key.';

/**
 * AES-256-GCM with one key from configuration. A sealed value is IV ‖ tag ‖ ciphertext; the
 * additional data names what the value is (a photo's id, a submission's owner), so that a sealed
 * value copied onto another row does not open there. A wrong key or a changed byte fails the tag:
 * nothing is returned, never garbage (fail closed).
 */
export class DocumentSealer {
  constructor(private readonly key: Buffer | null) {}

  private keyOrRefuse(): Buffer {
    if (!this.key) throw new AppError(ErrorCode.systemParameterMissing, KEY_REFUSAL);
    return this.key;
  }

  seal(plain: Uint8Array, label: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keyOrRefuse(), iv);
    cipher.setAAD(Buffer.from(label, 'utf8'));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  open(sealed: Uint8Array, label: string): Buffer {
    const key = this.keyOrRefuse();
    const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new AppError(ErrorCode.systemParameterMissing, KEY_REFUSAL);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(label, 'utf8'));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    } catch {
      throw new AppError(ErrorCode.systemParameterMissing, KEY_REFUSAL);
    }
  }
}

/** What a photo's sealed bytes are bound to. */
export const photoLabel = (fileId: string) => `kyc-photo:${fileId}`;
/** What a submission's sealed document number is bound to. */
export const documentNumberLabel = (userId: number) => `kyc-document-number:${userId}`;
