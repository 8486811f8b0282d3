export type LedgerFailure =
  'insufficient_funds' | 'hold_not_pending' | 'idempotency_conflict' | 'unbalanced' | 'unknown_account';

/** A refusal by the ledger. Nothing was written when one is thrown inside the caller's transaction. */
export class LedgerError extends Error {
  constructor(
    readonly failure: LedgerFailure,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}
