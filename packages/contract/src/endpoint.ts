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
