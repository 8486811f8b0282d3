import { createHash, randomBytes } from 'node:crypto';

/** Opaque session and hand-off tokens: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and codes are stored only as hashes: a copy of the database holds no usable token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
