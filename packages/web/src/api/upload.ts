import type { AnyEndpoint, MultipartForm, ResultOf } from '@tp/contract/endpoints';
import { fillPath, parseEnvelope, type ApiClient, type PathParams } from './http.ts';

export interface UploadOptions {
  /** Hears the share sent, 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
  params?: PathParams;
}

/** An endpoint that takes a multipart form. */
type UploadEndpoint = AnyEndpoint & { readonly __body?: MultipartForm<string> };

/** The raw answer of an upload: its HTTP status and body text. */
interface Answer {
  status: number;
  text: string;
}

/**
 * POSTs a multipart form to an upload endpoint, with the client's headers, timeout and envelope
 * reading. XMLHttpRequest, not fetch, because fetch reports no upload progress.
 */
export async function postForm<E extends UploadEndpoint>(
  client: ApiClient,
  endpoint: E,
  form: FormData,
  options: UploadOptions = {},
): Promise<ResultOf<E>> {
  const answer = await new Promise<Answer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', client.url(fillPath(endpoint.path, options.params)));
    xhr.timeout = client.config.timeoutMs;
    for (const [name, value] of Object.entries(client.headers())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      reject(client.fail({ code: 'network' }));
    };
    xhr.ontimeout = () => {
      reject(client.fail({ code: 'timeout' }));
    };
    xhr.onabort = () => {
      reject(new DOMException('aborted', 'AbortError'));
    };
    options.signal?.addEventListener('abort', () => {
      xhr.abort();
    });
    xhr.send(form);
  });
  return client.settle(answer.status, parseEnvelope<ResultOf<E>>(answer.text)).result;
}
