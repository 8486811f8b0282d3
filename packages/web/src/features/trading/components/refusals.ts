import { ErrorCode } from '@tp/contract/codes';
import { ApiError } from '../../../api/client.ts';

/**
 * The server refuses badly placed stops with 10088 and a sentence that says so ("Stop-loss or
 * take-profit prices are unreasonable."); the catalogue's 10088 text ("parameters incorrect")
 * would hide the reason, so the form says the specification's 'prices unreasonable' instead.
 */
export function isStopsRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === ErrorCode.badParameters &&
    /stop-loss|take-profit|unreasonable/i.test(error.message)
  );
}
