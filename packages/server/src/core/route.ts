import type { Envelope } from '@tp/contract';
import type { AnyEndpoint, BodyOf, QueryOf, ResultOf } from '@tp/contract/endpoints';
import type { z } from 'zod';

/** What a route's schema may say: OpenAPI fields, path parameters and multipart parsing are free. */
interface FreeSchemaFields {
  tags?: string[];
  summary?: string;
  description?: string;
  consumes?: string[];
  params?: z.ZodType;
  security?: Record<string, string[]>[];
}

/** A part the descriptor leaves out (no body on a GET, no JSON body on an upload) must be left out here too. */
type SchemaOf<Part, Shape> = [Part] extends [undefined] ? never : Shape;

/**
 * The schemas of an endpoint's route, checked against its descriptor: what the body and query
 * schemas parse to must be the descriptor's types, and the answer an envelope of its result
 * (file and redirect answers have no response schema).
 */
export type EndpointSchema<E extends AnyEndpoint> = FreeSchemaFields & {
  body?: SchemaOf<BodyOf<E>, z.ZodType<BodyOf<E>>>;
  querystring?: SchemaOf<QueryOf<E>, z.ZodType<QueryOf<E>>>;
  response?: { 200: z.ZodType<Envelope<ResultOf<E>>> };
};

/**
 * The method, URL and schema of the route that serves `endpoint`, to spread into `app.route`:
 * the path is the contract's, never typed again here.
 */
export function routeOf<E extends AnyEndpoint, S extends EndpointSchema<E>>(
  endpoint: E,
  schema: S,
): { method: E['method']; url: string; schema: S } {
  return { method: endpoint.method, url: endpoint.path, schema };
}
