import type { AnyEndpoint, FileDownload, QueryOf } from '@tp/contract/endpoints';
import { deadline, fillPath, parseEnvelope, type ApiClient, type PathParams, type QueryParams } from './http.ts';

/** An endpoint that answers with a file. */
type FileEndpoint = AnyEndpoint & { readonly __result?: FileDownload<string> };

export interface DownloadOptions<E extends FileEndpoint> {
  query?: QueryOf<E> & QueryParams;
  params?: PathParams;
  signal?: AbortSignal;
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave it (Content-Disposition), if any. */
  fileName: string | null;
}

/**
 * A file the server sends (a CSV export, a proof image), with the client's headers and timeout. A
 * JSON answer instead is the envelope of a refusal, and fails as every other call does.
 */
export async function fetchFile<E extends FileEndpoint>(
  client: ApiClient,
  endpoint: E,
  options: DownloadOptions<E> = {},
): Promise<DownloadedFile> {
  const limit = deadline(client.config.timeoutMs, options.signal);
  try {
    let response: Response;
    try {
      response = await fetch(client.url(fillPath(endpoint.path, options.params), options.query), {
        headers: client.headers(),
        signal: limit.signal,
      });
    } catch (err) {
      throw client.transportError(err, limit.timedOut(), options.signal);
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || type.includes('application/json')) {
      client.settle(response.status, parseEnvelope(await response.text()));
      throw client.fail({ code: response.status, status: response.status, serverMessage: 'not a file' });
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
    return { blob: await response.blob(), fileName };
  } finally {
    limit.done();
  }
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
