import { errorCodes, type FastifyReply, type FastifyRequest } from 'fastify';
import { ErrorCode, PROOF_MAX_BYTES } from '@tp/contract';
import { AppError } from '../../core/errors.ts';

/** An image upload's body limit: the largest image plus room for the multipart framing. */
export const CHAT_UPLOAD_BODY_LIMIT = PROOF_MAX_BYTES + 64 * 1024;
/** One file part, no fields, the file at most PROOF_MAX_BYTES (as payment proofs). */
export const CHAT_UPLOAD_LIMITS = { fileSize: PROOF_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 };
const ONE_IMAGE = 'Attach one image (JPG, PNG or JPEG 2000, at most 2 MB).';

/** Refuses a form that is not multipart, or announces more than the limit, before its body is read. */
export async function chatUploadGate(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new AppError(ErrorCode.badParameters, ONE_IMAGE);
  const length = Number(request.headers['content-length']);
  if (length > CHAT_UPLOAD_BODY_LIMIT) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
}

/** The form's one image; too large, missing or malformed is the same coded refusal, and nothing is stored. */
export async function receiveChatImage(request: FastifyRequest): Promise<Uint8Array | null> {
  let bytes: Uint8Array | null = null;
  try {
    for await (const part of request.parts({ limits: CHAT_UPLOAD_LIMITS })) {
      if (part.type !== 'file' || part.fieldname !== 'file' || bytes)
        throw new AppError(ErrorCode.badParameters, ONE_IMAGE);
      bytes = await part.toBuffer();
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(ErrorCode.badParameters, ONE_IMAGE);
  }
  return bytes;
}

/** Sends a stored image with headers that keep it an image, private to the caller. */
export function sendImage(reply: FastifyReply, file: { mediaType: string; bytes: Uint8Array }) {
  return reply
    .header('content-type', file.mediaType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}
