import type { Db } from '../../db/client.ts';
import type { Feed } from '../../feed/feed.ts';
import type { Limiter } from '../../core/rate-limits.ts';
import { AccountStatement, type AccountExposure, type AccountsExposure } from './account.ts';
import { Deposits } from './deposits.ts';
import { ProofUploads } from './uploads.ts';
import { Withdrawals } from './withdrawals.ts';

export type { AccountExposure } from './account.ts';
export type { Received } from './uploads.ts';
/** The proof images' checks and cleaning, which the support chat's attachments, identity photos and NFT pictures share. */
export { cleanProofImage } from './images.ts';

export interface WalletDeps {
  db: Db;
  feed: Feed;
  uploads: Limiter;
  exposure: AccountExposure;
  exposures: AccountsExposure;
  now?: () => Date;
  /** Most batches of withdrawals written at once; 1 by default (the embedded database). */
  batches?: number;
  onBatchFailure?: (err: unknown, size: number) => void;
}

/**
 * The customer's side of the wallet: proofs (uploads.ts), deposits (deposits.ts), withdrawals
 * (withdrawals.ts), the account's figures and its movements (account.ts). Every call works on the
 * session's own records only; every money call takes the Idempotency-Key (core/idempotency.ts).
 * Callers use the part they need (`wallet.deposits.recharge`) rather than a forwarding method.
 */
export class WalletService {
  readonly proofs: ProofUploads;
  readonly deposits: Deposits;
  readonly withdrawals: Withdrawals;
  readonly statement: AccountStatement;

  constructor(deps: WalletDeps) {
    const now = deps.now ?? (() => new Date());
    this.proofs = new ProofUploads(deps.db, deps.uploads, now);
    this.deposits = new Deposits(deps.db, now);
    this.withdrawals = new Withdrawals({ ...deps, now });
    this.statement = new AccountStatement(deps.db, deps.exposure, now);
  }
}
