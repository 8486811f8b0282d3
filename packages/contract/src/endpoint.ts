/**
 * One endpoint of the API, described once: its method and path as values, its body, query and
 * result as types. The server registers its route at `path` with the zod schemas of the same
 * types; the web app calls it through its one client and gets `Result` back. Descriptors carry
 * no schemas, so the browser imports them (`@tp/contract/endpoints`) without loading zod.
 */
export interface Endpoint<Body = undefined, Query = undefined, Result = unknown> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Phantom fields: never set, only read by the type checker. */
  readonly __body?: Body;
  readonly __query?: Query;
  readonly __result?: Result;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- type-level projections of any endpoint */
export type AnyEndpoint = Endpoint<any, any, any>;
export type BodyOf<E extends AnyEndpoint> = E extends Endpoint<infer B, any, any> ? B : never;
export type QueryOf<E extends AnyEndpoint> = E extends Endpoint<any, infer Q, any> ? Q : never;
export type ResultOf<E extends AnyEndpoint> = E extends Endpoint<any, any, infer R> ? R : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A GET: its query (or none) and its result. */
export function getEndpoint<Result, Query = undefined>(path: string): Endpoint<undefined, Query, Result> {
  return { method: 'GET', path };
}

/** A POST: its JSON body (or none) and its result. */
export function postEndpoint<Result, Body = undefined>(path: string): Endpoint<Body, undefined, Result> {
  return { method: 'POST', path };
}

/** The body of a multipart upload: a form whose file parts are named `Field` (FormData in the browser). */
export interface MultipartForm<Field extends string> {
  readonly __multipartFields: Field;
}

/** A result that is a file of `MediaType` (its bytes, not an envelope); refusals still come as an envelope. */
export interface FileDownload<MediaType extends string> {
  readonly __fileMediaType: MediaType;
}

/** A result that is a redirect: the browser navigates to the endpoint instead of calling it. */
export interface Redirect {
  readonly __redirect: true;
}

/** A POST of a multipart form, answered with an envelope of `Result`. */
export function uploadEndpoint<Result, Field extends string>(
  path: string,
): Endpoint<MultipartForm<Field>, undefined, Result> {
  return { method: 'POST', path };
}

/** A GET answered with a file (a CSV export, an image), or with an envelope when refused. */
export function fileEndpoint<MediaType extends string, Query = undefined>(
  path: string,
): Endpoint<undefined, Query, FileDownload<MediaType>> {
  return { method: 'GET', path };
}

/**
 * The endpoint's path with its `:name` segments filled in, each value URI-encoded; a missing value
 * throws, so that no call goes out to a path with a hole in it.
 */
export function pathOf(endpoint: AnyEndpoint, params: Readonly<Record<string, string | number>> = {}): string {
  return endpoint.path.replace(/:([A-Za-z]\w*)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new RangeError(`${endpoint.path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}
