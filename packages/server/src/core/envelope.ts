import type { Envelope, SuccessCode } from '@tp/contract';

/** A success: `{ code: 200, msg: 'ok' or the success code, result }`. */
export function ok<T>(result: T, success?: SuccessCode): Envelope<T> {
  return { code: 200, msg: success ? String(success) : 'ok', result };
}
