import type { KycPhoto, ROLE_FORBIDDEN_CODE, ROLE_FORBIDDEN_MESSAGE } from '@tp/contract';
import { backofficeEndpoints, kycBackofficeEndpoints } from '@tp/contract/endpoints';
import { fetchFile } from '../api/download.ts';
import { createApiClient, type Failure } from '../api/http.ts';
import { readToken, writeToken } from './session.ts';

/**
 * The back office's use of the web app's one HTTP client (src/api/http.ts): the operator's token
 * from this tab's session, English sentences for operators, and an ended session sends them back
 * to sign in. Its paths come whole from the contract's descriptors (`/backoffice/api/...`).
 */

/** The one sentence a 403 shows, whatever the server said (the contract's, checked at compile time). */
export const FORBIDDEN_MESSAGE: typeof ROLE_FORBIDDEN_MESSAGE = 'Your role may not do this.';
const FORBIDDEN_CODE: typeof ROLE_FORBIDDEN_CODE = 403;
/** An operator waits a minute at most, then may try again. */
const REQUEST_TIMEOUT_MS = 60_000;

let onSessionEnded: () => void = () => undefined;

/** The app says what happens when the server no longer accepts the operator's session. */
export function whenSessionEnds(handler: () => void): void {
  onSessionEnded = handler;
}

function operatorHeaders(): Record<string, string> {
  const token = readToken();
  return token ? { authorization: token } : {};
}

function endSession(): void {
  writeToken(null);
  onSessionEnded();
}

/** Operators read the message itself (no catalogue here): say what happened and what to do. */
function describe(failure: Failure): string {
  if (failure.code === 401) return 'Your session has ended. Sign in again.';
  if (failure.code === FORBIDDEN_CODE) return FORBIDDEN_MESSAGE;
  if (failure.code === 'timeout') return 'Network error: the request timed out.';
  if (failure.code === 'network') return failure.cause ? `Network error: ${failure.cause}` : 'Network error.';
  return failure.serverMessage ? failure.serverMessage : `The request failed (HTTP ${failure.status ?? failure.code}).`;
}

export const backofficeApi = createApiClient({
  baseUrl: '',
  timeoutMs: REQUEST_TIMEOUT_MS,
  sessionHeaders: operatorHeaders,
  onUnauthorized: endSession,
  describe,
});

export const { call, callWithMessage } = backofficeApi;

/** An uploaded file's bytes (a proof image): it needs the Authorization header, so no plain <img src>. */
export async function fetchProof(id: string, signal: AbortSignal): Promise<Blob> {
  return (await fetchFile(backofficeApi, backofficeEndpoints.file, { params: { id }, signal })).blob;
}

/** An identity photo, decrypted for this answer only (the server audits each view). */
export async function fetchIdentityPhoto(id: number, photo: KycPhoto, signal: AbortSignal): Promise<Blob> {
  return (await fetchFile(backofficeApi, kycBackofficeEndpoints.photo, { params: { id, photo }, signal })).blob;
}
