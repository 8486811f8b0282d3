import { z } from 'zod';

/** Every `/swx/...` response body: `{ code, msg, result }` with HTTP 200. */
export function envelopeOf<T extends z.ZodType>(result: T) {
  return z.object({ code: z.number().int(), msg: z.string(), result: result.nullable() });
}

export type Envelope<T> = { code: number; msg: string; result: T | null };

export const PAGE_SIZE_MAX = 100;

export const pageQuery = {
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .optional(),
  pageSize: z
    .string()
    .regex(/^[1-9]\d{0,2}$/)
    .optional(),
};

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
