/** `virtually: NO` is the demo account and `YES` the real one (the specification's inversion). */
export type AccountMode = 'demo' | 'real';
export const VIRTUALLY_HEADER = 'virtually';
export function accountModeHeader(mode: AccountMode): 'NO' | 'YES' {
  return mode === 'demo' ? 'NO' : 'YES';
}
export const IDEMPOTENCY_HEADER = 'idempotency-key';
