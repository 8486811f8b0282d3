import { IDEMPOTENCY_HEADER, VIRTUALLY_HEADER, accountModeHeader } from '@tp/contract/headers';
import type { Envelope } from '@tp/contract';
import { ApiError, get, REQUEST_TIMEOUT_MS } from '../../../api/client.ts';
import { accountModeStore, sessionStore } from '../../../lib/session.ts';

/**
 * What the JSON client (src/api/client.ts) cannot do: send a multipart form with upload progress,
 * and receive a file. Both send the same headers, and both hand a session failure back to the
 * client, which alone clears the session and sends the customer to the login page.
 */
export const USER_API = '/swx/customer/user';

export function authorizedHeaders(idempotencyKey?: string): Record<string, string> {
  const headers: Record<string, string> = { [VIRTUALLY_HEADER]: accountModeHeader(accountModeStore.get()) };
  const { token } = sessionStore.get();
  if (token) headers.authorization = token;
  if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
  return headers;
}

/**
 * A call here found the session gone (code 401). The JSON client asks the server once more: it
 * gets the same answer and does what the app does on every 401 (clear, go to login).
 */
async function sessionEnded(): Promise<never> {
  await get(`${USER_API}/getAccount`);
  throw new ApiError(401, 'unauthorized');
}

/** The envelope of an answer, or the failure it reports. */
async function resultOf<T>(status: number, envelope: Envelope<T> | null): Promise<T> {
  if (status === 401) return sessionEnded();
  if (!envelope) throw new ApiError(status, `HTTP ${status}`);
  if (String(envelope.code) === '200') return envelope.result as T;
  if (String(envelope.code) === '401') return sessionEnded();
  throw new ApiError(typeof envelope.code === 'number' ? envelope.code : status, envelope.msg);
}

function parseEnvelope<T>(text: string): Envelope<T> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && 'code' in value ? (value as Envelope<T>) : null;
  } catch {
    return null;
  }
}

/**
 * POSTs a multipart form, reporting the share sent (0 to 1). XMLHttpRequest, because fetch
 * reports no upload progress.
 */
export function postForm<T>(
  path: string,
  form: FormData,
  options: { onProgress?: (share: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    for (const [name, value] of Object.entries(authorizedHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      resultOf<T>(xhr.status, parseEnvelope<T>(xhr.responseText)).then(resolve, reject);
    };
    xhr.onerror = () => {
      reject(new ApiError('network', 'network error'));
    };
    xhr.ontimeout = () => {
      reject(new ApiError('timeout', 'request timed out'));
    };
    xhr.onabort = () => {
      reject(new DOMException('aborted', 'AbortError'));
    };
    options.signal?.addEventListener('abort', () => {
      xhr.abort();
    });
    xhr.send(form);
  });
}

/** A file the server sends (CSV, image); a JSON answer instead is the envelope of a refusal. */
export async function fetchFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  let response: Response;
  try {
    response = await fetch(path, { headers: authorizedHeaders(), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'TimeoutError') throw new ApiError('timeout', 'request timed out');
    throw new ApiError('network', err instanceof Error ? err.message : 'network error');
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || type.includes('application/json')) {
    await resultOf(response.status, parseEnvelope(await response.text()));
    throw new ApiError(response.status, 'not a file');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

/** Saves a blob as a download: an object URL behind a temporary <a download>. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
