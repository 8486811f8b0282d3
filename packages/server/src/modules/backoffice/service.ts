import type { z } from 'zod';
import {
  ACCOUNT_SCALE,
  COIN_NETWORKS,
  COIN_SCALE,
  DECIMAL_PATTERN,
  ErrorCode,
  Money,
  type AccountMode,
  type Coin,
  type contentRecord,
  type customerAccount,
  type customerSummary,
  type paramRecord,
  type ReviewDeposit,
  type ReviewWithdrawal,
  type TransactionRecord,
  type WalletStatus,
} from '@tp/contract';
import { validateAddress, type WalletNetwork } from '@tp/contract/address';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import { offsetOf, type Page } from '../../core/paging.ts';
import type { AuditService } from '../audit/service.ts';
import { sanitizeContentHtml } from '../content/service.ts';
import type { OperatorContext } from './operators.ts';
import * as repo from './repo.ts';

export interface Decision<T> {
  before: T;
  after: T;
  changed: boolean;
}

/** What the back office uses of the wallet module's review (WalletReview). */
export interface WalletReviewPort {
  listDeposits(q: { status?: WalletStatus; page: number; pageSize: number }): Promise<Page<ReviewDeposit>>;
  listWithdrawals(q: { status?: WalletStatus; page: number; pageSize: number }): Promise<Page<ReviewWithdrawal>>;
  approveDeposit(tx: Db, operatorId: number, id: number): Promise<Decision<ReviewDeposit>>;
  rejectDeposit(tx: Db, operatorId: number, id: number, reason: string): Promise<Decision<ReviewDeposit>>;
  approveWithdrawal(tx: Db, operatorId: number, id: number): Promise<Decision<ReviewWithdrawal>>;
  rejectWithdrawal(tx: Db, operatorId: number, id: number, reason: string): Promise<Decision<ReviewWithdrawal>>;
  completeWithdrawal(tx: Db, operatorId: number, id: number, payoutTxHash: string): Promise<Decision<ReviewWithdrawal>>;
  proofImage(fileId: string): Promise<{ mediaType: string; bytes: Uint8Array } | null>;
  accounts(userId: number): Promise<z.infer<typeof customerAccount>[]>;
  journal(userId: number, mode: AccountMode, page: number, pageSize: number): Promise<Page<TransactionRecord>>;
}

export type CustomerSummary = z.infer<typeof customerSummary>;
export type ParamRecord = z.infer<typeof paramRecord>;
export type ContentRecord = z.infer<typeof contentRecord>;

/** The reason a parameter value is refused, or null when it is fine; `value` is already trimmed. */
export function paramProblem(key: string, value: string): string | null {
  const decimal = (scale: number): Money | null => {
    if (!DECIMAL_PATTERN.test(value) || value.startsWith('-')) return null;
    const fraction = value.split('.')[1] ?? '';
    return fraction.length > scale ? null : Money.of(value);
  };
  if (key === 'withdrawFeeRate') {
    const rate = decimal(4);
    return rate?.lt('100')
      ? null
      : 'The withdrawal fee rate is a percentage from 0 up to (not including) 100, at most 4 decimals.';
  }
  const minRecharge = /^minRecharge([A-Z]+)$/.exec(key)?.[1];
  if (minRecharge !== undefined && minRecharge in COIN_NETWORKS) {
    const minimum = decimal(COIN_SCALE[minRecharge as Coin]);
    return minimum?.gt('0') ? null : `The minimum is a positive amount of ${minRecharge}.`;
  }
  if (key === 'minWithdrawalUSDT') {
    const minimum = decimal(ACCOUNT_SCALE);
    return minimum?.gt('0') ? null : 'The minimum is a positive amount of USDT.';
  }
  const deposit = /^depositAddress([A-Z]+)_([A-Z0-9]+)$/.exec(key);
  if (deposit) {
    const [, coin = '', network = ''] = deposit;
    const networks: readonly string[] = coin in COIN_NETWORKS ? COIN_NETWORKS[coin as Coin] : [];
    if (!networks.includes(network)) return 'No such coin and network.';
    const checked = validateAddress(network as WalletNetwork, value);
    return checked.ok ? null : `Not a valid ${network} address (${checked.reason}).`;
  }
  return null;
}

function toParam(row: repo.ParamRow): ParamRecord {
  return { key: row.key, value: row.value, isPublic: row.isPublic, updatedAt: row.updatedAt.getTime() };
}

function toContent(row: repo.ContentRow): ContentRecord {
  return {
    id: row.id,
    langGroup: row.langGroup,
    type: row.type,
    slug: row.slug,
    title: row.title,
    body: row.body,
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.getTime(),
  };
}

function toCustomer(row: repo.CustomerRow): CustomerSummary {
  return { ...row, createdAt: row.createdAt.getTime() };
}

export interface BackofficeDeps {
  db: Db;
  review: WalletReviewPort;
  audit: AuditService;
  now: () => Date;
}

/**
 * What operators do besides managing themselves: decide deposits and withdrawals, look customers
 * up, change parameters and content. Every change and its audit row commit in one transaction;
 * a decision that was already made (`changed: false`) adds no row.
 */
export class BackofficeService {
  constructor(private readonly deps: BackofficeDeps) {}

  private async decide<T>(
    op: OperatorContext,
    action: string,
    targetKind: 'deposit' | 'withdrawal',
    id: number,
    run: (tx: Db) => Promise<Decision<T>>,
  ): Promise<T> {
    const { db, audit } = this.deps;
    return db.transaction(async (tx) => {
      const decision = await run(tx);
      if (decision.changed) {
        await audit.record(tx, {
          operatorId: op.operatorId,
          action,
          targetKind,
          targetId: id,
          before: decision.before,
          after: decision.after,
        });
      }
      return decision.after;
    });
  }

  listDeposits(status: WalletStatus | undefined, page: number, pageSize: number) {
    return this.deps.review.listDeposits({ ...(status ? { status } : {}), page, pageSize });
  }

  listWithdrawals(status: WalletStatus | undefined, page: number, pageSize: number) {
    return this.deps.review.listWithdrawals({ ...(status ? { status } : {}), page, pageSize });
  }

  approveDeposit(op: OperatorContext, id: number): Promise<ReviewDeposit> {
    const { review } = this.deps;
    return this.decide(op, 'deposit.approve', 'deposit', id, (tx) => review.approveDeposit(tx, op.operatorId, id));
  }

  rejectDeposit(op: OperatorContext, id: number, reason: string): Promise<ReviewDeposit> {
    const { review } = this.deps;
    return this.decide(op, 'deposit.reject', 'deposit', id, (tx) =>
      review.rejectDeposit(tx, op.operatorId, id, reason),
    );
  }

  approveWithdrawal(op: OperatorContext, id: number): Promise<ReviewWithdrawal> {
    const { review } = this.deps;
    return this.decide(op, 'withdrawal.approve', 'withdrawal', id, (tx) =>
      review.approveWithdrawal(tx, op.operatorId, id),
    );
  }

  rejectWithdrawal(op: OperatorContext, id: number, reason: string): Promise<ReviewWithdrawal> {
    const { review } = this.deps;
    return this.decide(op, 'withdrawal.reject', 'withdrawal', id, (tx) =>
      review.rejectWithdrawal(tx, op.operatorId, id, reason),
    );
  }

  completeWithdrawal(op: OperatorContext, id: number, payoutTxHash: string): Promise<ReviewWithdrawal> {
    const { review } = this.deps;
    return this.decide(op, 'withdrawal.complete', 'withdrawal', id, (tx) =>
      review.completeWithdrawal(tx, op.operatorId, id, payoutTxHash),
    );
  }

  proofImage(fileId: string) {
    return this.deps.review.proofImage(fileId);
  }

  async searchCustomers(query: string, page: number, pageSize: number): Promise<Page<CustomerSummary>> {
    const { rows, total } = await repo.searchCustomers(
      this.deps.db,
      query.trim(),
      pageSize,
      offsetOf({ page, pageSize }),
    );
    return { list: rows.map(toCustomer), total, page, pageSize };
  }

  async customer(id: number) {
    const row = await repo.findCustomer(this.deps.db, id);
    if (!row) throw new AppError(ErrorCode.noMatchingUser);
    return { customer: toCustomer(row), accounts: await this.deps.review.accounts(id) };
  }

  async journal(id: number, mode: AccountMode, page: number, pageSize: number): Promise<Page<TransactionRecord>> {
    if (!(await repo.findCustomer(this.deps.db, id))) throw new AppError(ErrorCode.noMatchingUser);
    return this.deps.review.journal(id, mode, page, pageSize);
  }

  async params(): Promise<ParamRecord[]> {
    return (await repo.listParams(this.deps.db)).map(toParam);
  }

  /**
   * Changes a known parameter. Parameters with a rule (fee rate, minimums, receiving addresses)
   * must keep to it; a key that does not exist is refused, never created.
   */
  async setParam(op: OperatorContext, key: string, rawValue: string): Promise<ParamRecord> {
    const value = rawValue.trim();
    const problem = paramProblem(key, value);
    if (problem) throw new AppError(ErrorCode.badParameters, problem);
    const { db, audit, now } = this.deps;
    return db.transaction(async (tx) => {
      const before = await repo.findParamForUpdate(tx, key);
      if (!before) throw new AppError(ErrorCode.badParameters, 'No such parameter.');
      if (before.value === value) return toParam(before);
      const after = await repo.updateParam(tx, key, value, now());
      await audit.record(tx, {
        operatorId: op.operatorId,
        action: 'param.update',
        targetKind: 'param',
        targetId: key,
        before: { value: before.value },
        after: { value: after.value },
      });
      return toParam(after);
    });
  }

  async contents(filter: { langGroup?: number | undefined; type?: number | undefined }): Promise<ContentRecord[]> {
    return (await repo.listContents(this.deps.db, filter)).map(toContent);
  }

  /** Changes a content item's title and body; the body is stored already sanitized, as customers will see it. */
  async setContent(op: OperatorContext, id: number, input: { title: string; body: string }): Promise<ContentRecord> {
    const title = input.title.trim();
    const body = sanitizeContentHtml(input.body);
    const { db, audit, now } = this.deps;
    return db.transaction(async (tx) => {
      const before = await repo.findContentForUpdate(tx, id);
      if (!before) throw new AppError(ErrorCode.badParameters, 'No such content.');
      if (before.title === title && before.body === body) return toContent(before);
      const after = await repo.updateContent(tx, id, { title, body }, now());
      await audit.record(tx, {
        operatorId: op.operatorId,
        action: 'content.update',
        targetKind: 'content',
        targetId: id,
        before: { title: before.title, body: before.body },
        after: { title: after.title, body: after.body },
      });
      return toContent(after);
    });
  }
}
