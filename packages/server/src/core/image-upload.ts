import { errorCodes, type FastifyReply, type FastifyRequest } from 'fastify';
import { ErrorCode, PROOF_MAX_BYTES } from '@tp/contract';
import { AppError } from './errors.ts';

/** An uploaded image as received: its bytes, or why there are none. */
export interface Received {
  bytes?: Uint8Array;
  tooLarge?: boolean;
}

/**
 * The upload route's body limit: the largest image plus room for the multipart framing. Every
 * other route keeps the application's 64 KB.
 */
export const UPLOAD_BODY_LIMIT = PROOF_MAX_BYTES + 64 * 1024;
/** What busboy accepts on the upload route: one file part, no fields, the file at most PROOF_MAX_BYTES. */
export const UPLOAD_LIMITS = { fileSize: PROOF_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 };
const ONE_IMAGE = 'Send one image in the form field "file".';

/**
 * Refuses an upload before its body is read: multipart bodies are streamed to the handler rather
 * than parsed by Fastify, so the route's bodyLimit is enforced here from Content-Length (a chunked
 * body is bounded by busboy's limits instead, which discard what is over).
 */
export async function uploadGate(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new AppError(ErrorCode.badParameters, 'Send the image as multipart/form-data.');
  }
  const length = Number(request.headers['content-length']);
  if (length > UPLOAD_BODY_LIMIT) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
}

/** Reads the one file of the form, telling a too-large file from a malformed form. */
export async function receiveImage(request: FastifyRequest): Promise<Received> {
  let bytes: Uint8Array | undefined;
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type !== 'file' || part.fieldname !== 'file' || bytes) {
        throw new AppError(ErrorCode.badParameters, ONE_IMAGE);
      }
      bytes = await part.toBuffer();
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { tooLarge: true };
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(ErrorCode.badParameters, ONE_IMAGE);
    }
    // A malformed or cut-off form: the client's fault, and nothing was stored.
    request.log.info({ err }, 'upload refused');
    throw new AppError(ErrorCode.badParameters, 'The upload failed; try again.');
  }
  return bytes ? { bytes } : {};
}

/**
 * Sends a stored private image (a proof, an identity photo, a chat attachment) so that it stays
 * an image for the caller alone: never cached, never sniffed, never able to run anything.
 */
export function sendPrivateImage(reply: FastifyReply, image: { mediaType: string; bytes: Uint8Array }) {
  return reply
    .header('content-type', image.mediaType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
}
