/**
 * The API as its OpenAPI document (/docs/json) describes it, for the suites that walk every
 * operation: each input field (body property, query or path parameter) with its JSON schema, a
 * request built from chosen values, and a check of a value against a field's schema. A route added
 * to the app is in the document, so these suites cover it the day it is added.
 */

/** The JSON schema of one field as the document gives it (OpenAPI 3.0 flavour). */
export interface FieldSchema {
  type?: string;
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  anyOf?: FieldSchema[];
  allOf?: FieldSchema[];
  'x-maximum'?: string | Record<string, string>;
  'x-scale'?: number | Record<string, number>;
  'x-amount-code'?: number;
  additionalProperties?: FieldSchema | boolean;
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: FieldSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, FieldSchema>; required?: string[] } }>;
  };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export type Place = 'body' | 'query' | 'path';

export interface Field {
  name: string;
  place: Place;
  required: boolean;
  schema: FieldSchema;
  /** A text inside a body object or list: the top-level field that holds it, and where in it. */
  parent?: string;
  path?: (string | number)[];
  /** An object or list whose texts the walk reaches as fields of their own (see nestedTexts). */
  reached?: boolean;
}

/**
 * The texts inside a body field, each a field of its own named by its place (`names.en`,
 * `terms.0.dailyRate`): a record's English entry, an object's properties, a list's first item's.
 */
function nestedTexts(name: string, schema: FieldSchema, path: (string | number)[] = []): Field[] {
  const leaf = (at: (string | number)[], inner: FieldSchema): Field[] =>
    inner.type === 'string'
      ? [{ name: [name, ...at].join('.'), place: 'body', required: false, schema: inner, parent: name, path: at }]
      : nestedTexts(name, inner, at);
  if (schema.type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, inner]) => leaf([...path, key], inner));
  }
  if (schema.type === 'object' && typeof schema.additionalProperties === 'object') {
    return leaf([...path, 'en'], schema.additionalProperties);
  }
  if (schema.type === 'array' && schema.items?.type === 'object') return leaf([...path, 0], schema.items);
  return [];
}

export interface Endpoint {
  method: 'GET' | 'POST';
  /** The path template, `{name}` for path parameters. */
  path: string;
  fields: Field[];
  /** Whether the body is JSON (false: none, or a multipart upload). */
  jsonBody: boolean;
}

export async function openApiDocument(baseUrl: string): Promise<OpenApiDocument> {
  return (await (await fetch(`${baseUrl}/docs/json`)).json()) as OpenApiDocument;
}

/** Every operation of the document with its input fields. */
export function endpointsOf(doc: OpenApiDocument): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const fields: Field[] = (operation.parameters ?? []).map((p) => ({
        name: p.name,
        place: p.in as Place,
        required: p.required ?? false,
        schema: p.schema,
      }));
      const json = operation.requestBody?.content?.['application/json']?.schema;
      for (const [name, schema] of Object.entries(json?.properties ?? {})) {
        const texts = nestedTexts(name, schema);
        const required = (json?.required ?? []).includes(name);
        fields.push(
          { name, place: 'body', required, schema, ...(texts.length > 0 ? { reached: true } : {}) },
          ...texts,
        );
      }
      endpoints.push({
        method: method.toUpperCase() as Endpoint['method'],
        path,
        fields,
        jsonBody: json !== undefined,
      });
    }
  }
  return endpoints;
}

/** The alternatives a value of the field may match: a nullable field's non-null one(s). */
function variants(schema: FieldSchema): FieldSchema[] {
  if (schema.anyOf) return schema.anyOf.filter((s) => s.type !== 'null').flatMap(variants);
  return [schema];
}

/** Whether the field takes text (a string in at least one of its forms). */
export function isText(field: Field): boolean {
  return variants(field.schema).some((s) => s.type === 'string');
}

/** Whether the field holds text this walk does not reach: an object, or a list of anything but numbers. */
export function holdsNestedText(field: Field): boolean {
  return (
    !field.reached &&
    variants(field.schema).some(
      (s) =>
        s.type === 'object' ||
        // A list of numbers, or of values from a list (which refuses anything else), holds no free text.
        (s.type === 'array' && s.items?.type !== 'integer' && s.items?.type !== 'number' && !s.items?.enum),
    )
  );
}

/** The money form of the field (format "decimal"), or null. */
export function moneyForm(field: Field): FieldSchema | null {
  return variants(field.schema).find((s) => s.format === 'decimal') ?? null;
}

function patternsOf(schema: FieldSchema): string[] {
  return [...(schema.pattern ? [schema.pattern] : []), ...(schema.allOf ?? []).flatMap(patternsOf)];
}

/** Whether `value` passes the field's schema as the document states it (type, enum, lengths, patterns). */
export function accepts(field: Field, value: unknown): boolean {
  if (value === null)
    return field.schema.nullable === true || (field.schema.anyOf ?? []).some((s) => s.type === 'null');
  return variants(field.schema).some((schema) => {
    if (schema.enum) return schema.enum.includes(value);
    if (schema.type === 'integer') return Number.isInteger(value);
    if (schema.type === 'array') return Array.isArray(value);
    if (schema.type === 'boolean') return typeof value === 'boolean';
    if (schema.type === 'object') return typeof value === 'object' && !Array.isArray(value);
    if (schema.type !== 'string' || typeof value !== 'string') return false;
    const length = Array.from(value).length;
    if (schema.minLength !== undefined && length < schema.minLength) return false;
    if (schema.maxLength !== undefined && length > schema.maxLength) return false;
    return patternsOf(schema).every((pattern) => new RegExp(pattern, 'u').test(value));
  });
}

/** A request of the endpoint with these values: path parameters encoded, the rest in the query or the JSON body. */
export function requestOf(
  endpoint: Endpoint,
  values: Record<string, unknown>,
): { method: Endpoint['method']; path: string; body?: Record<string, unknown> } {
  let path = endpoint.path;
  const query = new URLSearchParams();
  const body: Record<string, unknown> = {};
  for (const field of endpoint.fields) {
    if (!(field.name in values)) continue;
    const value = values[field.name];
    if (field.place === 'path') path = path.replace(`{${field.name}}`, encodeURIComponent(String(value)));
    else if (field.place === 'query') query.set(field.name, String(value));
    else if (field.parent !== undefined && field.path) setAt(body, [field.parent, ...field.path], value);
    else body[field.name] = value;
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return { method: endpoint.method, path: `${path}${search}`, body: endpoint.jsonBody ? body : undefined };
}

/** Reads the value at `path` inside `value`, or undefined. */
export function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (inner, key) => (typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>)[key] : undefined),
    value,
  );
}

/** Sets `value` at `path` inside `target`, copying each object or list on the way (examples are shared). */
function setAt(target: Record<string | number, unknown>, path: readonly (string | number)[], value: unknown): void {
  const [key, ...rest] = path;
  if (key === undefined) return;
  if (rest.length === 0) {
    target[key] = value;
    return;
  }
  const inner = target[key];
  const copy = (Array.isArray(inner) ? [...(inner as unknown[])] : { ...(inner as object) }) as Record<
    string | number,
    unknown
  >;
  target[key] = copy;
  setAt(copy, rest, value);
}
