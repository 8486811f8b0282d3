import type {
  AccountFigures,
  AccountMode,
  DepositInfo,
  MovementKind,
  RechargeBody,
  RechargeRecord,
  TransactionRecord,
  UploadResult,
  WithdrawalBody,
  WithdrawalQuote,
  WithdrawalRecord,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import type { Feed } from '../../feed/feed.ts';
import type { Limiter } from '../../core/rate-limits.ts';
import type { SessionContext } from '../../core/request.ts';
import type { Page, PageRequest } from '../../core/paging.ts';
import { AccountStatement, type AccountExposure } from './account.ts';
import { Deposits } from './deposits.ts';
import { ProofUploads, type Received } from './uploads.ts';
import { Withdrawals } from './withdrawals.ts';

export type { AccountExposure } from './account.ts';
export type { Received } from './uploads.ts';

export interface WalletDeps {
  db: Db;
  feed: Feed;
  uploads: Limiter;
  exposure: AccountExposure;
  now?: () => Date;
}

/**
 * The customer's side of the wallet: proofs (uploads.ts), deposits (deposits.ts), withdrawals
 * (withdrawals.ts), the account's figures and its movements (account.ts). Every call works on the
 * session's own records only; every money call takes the Idempotency-Key (core/idempotency.ts).
 */
export class WalletService {
  private readonly proofs: ProofUploads;
  private readonly deposits: Deposits;
  private readonly withdrawals: Withdrawals;
  private readonly statement: AccountStatement;

  constructor(deps: WalletDeps) {
    const now = deps.now ?? (() => new Date());
    this.proofs = new ProofUploads(deps.db, deps.uploads, now);
    this.deposits = new Deposits(deps.db, now);
    this.withdrawals = new Withdrawals({ db: deps.db, feed: deps.feed, exposure: deps.exposure, now });
    this.statement = new AccountStatement(deps.db, deps.exposure, now);
  }

  upload(session: SessionContext, receive: () => Promise<Received>): Promise<UploadResult> {
    return this.proofs.upload(session, receive);
  }

  file(session: SessionContext, id: string): Promise<{ mediaType: string; bytes: Uint8Array }> {
    return this.proofs.file(session, id);
  }

  depositInfo(): Promise<DepositInfo> {
    return this.deposits.depositInfo();
  }

  recharge(
    session: SessionContext,
    mode: AccountMode,
    body: RechargeBody,
    idempotencyKey?: string,
  ): Promise<RechargeRecord> {
    return this.deposits.recharge(session, mode, body, idempotencyKey);
  }

  listRecharge(session: SessionContext, request: PageRequest): Promise<Page<RechargeRecord>> {
    return this.deposits.listRecharge(session, request);
  }

  quote(query: { coin?: string; network?: string; amount: string }): Promise<WithdrawalQuote> {
    return this.withdrawals.quote(query);
  }

  withdraw(
    session: SessionContext,
    mode: AccountMode,
    body: WithdrawalBody,
    idempotencyKey?: string,
  ): Promise<WithdrawalRecord> {
    return this.withdrawals.withdraw(session, mode, body, idempotencyKey);
  }

  listWithdrawals(session: SessionContext, request: PageRequest): Promise<Page<WithdrawalRecord>> {
    return this.withdrawals.listWithdrawals(session, request);
  }

  account(session: SessionContext, mode: AccountMode): Promise<AccountFigures> {
    return this.statement.account(session, mode);
  }

  transactions(
    session: SessionContext,
    mode: AccountMode,
    request: PageRequest,
    kind?: MovementKind,
  ): Promise<Page<TransactionRecord>> {
    return this.statement.transactions(session, mode, request, kind);
  }

  exportTransactions(
    session: SessionContext,
    mode: AccountMode,
    kind?: MovementKind,
  ): Promise<{ fileName: string; csv: string }> {
    return this.statement.exportTransactions(session, mode, kind);
  }
}
