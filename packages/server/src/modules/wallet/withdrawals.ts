import {
  ACCOUNT_SCALE,
  COIN_SCALE,
  ErrorCode,
  Money,
  type AccountMode,
  type Coin,
  type WalletNetwork,
  type WithdrawalBody,
  type WithdrawalQuote,
  type WithdrawalRecord,
} from '@tp/contract';
import { validateAddress, type AddressProblem } from '@tp/contract/address';
import type { Db } from '../../db/client.ts';
import type { Feed } from '../../feed/feed.ts';
import { AppError } from '../../core/errors.ts';
import { loneRequest, submitOrServeAlone } from '../../core/batch-keys.ts';
import { GroupCommit } from '../../core/group-commit.ts';
import { keyedCall, withIdempotency, type IdempotentRequest } from '../../core/idempotency.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import type { SessionContext } from '../../core/request.ts';
import { accountBalance, customerAccountId, CustomerAccountIds, LedgerError, reserve } from '../../ledger/index.ts';
import type { AccountExposure, AccountsExposure } from './account.ts';
import { messages } from './messages.ts';
import { FEE_RATE_KEY, feeRateParam, MIN_WITHDRAWAL_KEY, moneyParam } from './params.ts';
import { CURRENCY, isPair, rateOf, toWithdrawalRecord } from './records.ts';
import { recordStatusChange } from './status.ts';
import * as repo from './repo.ts';
import * as withdrawalRepo from './withdrawal-repo.ts';
import {
  checkWithdrawalRoom,
  submittedChange,
  withdrawalRow,
  writeWithdrawals,
  type BatchedWithdrawal,
  type CheckedWithdrawal,
} from './withdrawal-batch.ts';
import { refuseWhileOverdue } from '../loans/service.ts';
import { accountKey } from '../../core/account-key.ts';

const ADDRESS_PROBLEMS: Record<Exclude<AddressProblem, 'empty'>, (network: WalletNetwork) => string> = {
  format: (network) => `This is not an address on ${network}.`,
  checksum: () => 'The address checksum does not match; check it for typos.',
  network: (network) => `This address is of another network, not ${network}.`,
};

export interface WithdrawalDeps {
  db: Db;
  feed: Feed;
  exposure: AccountExposure;
  exposures: AccountsExposure;
  now: () => Date;
  /** Most batches of withdrawals written at once; 1 by default (the embedded database). */
  batches?: number;
  onBatchFailure?: (err: unknown, size: number) => void;
}

/** Most withdrawals in one batch: every bound is explicit. */
export const WITHDRAWAL_BATCH_MAX = 64;

/** The customer's withdrawals: the quote, the request (which holds the amount), and the requests so far. */
export class Withdrawals {
  /** Requests of different customers that arrive together are written in one transaction. */
  readonly requests: GroupCommit<BatchedWithdrawal, WithdrawalRecord>;
  /** The ids of the accounts withdrawals were decided on, so that a batch locks them by primary key. */
  private readonly accountIds = new CustomerAccountIds();

  constructor(private readonly deps: WithdrawalDeps) {
    this.requests = new GroupCommit({
      write: async (requests) =>
        (await writeWithdrawals(deps.db, requests, deps.exposures, this.accountIds)).map((outcome) =>
          outcome.ok ? { ok: true, value: toWithdrawalRecord(outcome.value) } : outcome,
        ),
      alone: (request) =>
        this.withdrawAlone(loneRequest('withdrawal', request, storedWithdrawal(request.owner.userId)), () => request),
      keyOf: (request) => accountKey(request.owner.userId, request.owner.mode),
      maxBatchSize: WITHDRAWAL_BATCH_MAX,
      maxConcurrentBatches: deps.batches ?? 1,
      onBatchFailure: deps.onBatchFailure,
    });
  }

  /** The method: both coin and network given (10025) and a pair the platform pays out on (10025). */
  private method(coinText: string | undefined, networkText: string | undefined) {
    const coin = coinText?.trim() ?? '';
    const network = networkText?.trim() ?? '';
    if (coin === '' || network === '' || !isPair(coin, network)) throw new AppError(ErrorCode.withdrawalMethodMissing);
    return { coin, network: network as WalletNetwork };
  }

  /** The fee and what arrives, at the current rate; holds nothing. */
  private async figures(coin: Coin, network: WalletNetwork, amountText: string): Promise<WithdrawalQuote> {
    const amount = Money.of(amountText);
    if (!amount.isPositive()) throw new AppError(ErrorCode.badParameters, messages.amountPositive);
    if (!amount.eq(amount.round(ACCOUNT_SCALE, 'down'))) {
      throw new AppError(ErrorCode.badParameters, `A ${CURRENCY} amount has at most ${ACCOUNT_SCALE} decimals.`);
    }
    const values = await repo.readParams(this.deps.db, [FEE_RATE_KEY, MIN_WITHDRAWAL_KEY]);
    const minimum = moneyParam(values, MIN_WITHDRAWAL_KEY);
    if (amount.lt(minimum)) {
      throw new AppError(ErrorCode.badParameters, `The minimum withdrawal is ${minimum.toString()} ${CURRENCY}.`);
    }
    const { rate: feeRate } = feeRateParam(values);
    const fee = amount.times(feeRate).round(ACCOUNT_SCALE, 'up');
    const receive = amount.minus(fee);
    const { rate, rateCode, rateTimeMs } = rateOf(this.deps.feed, coin, this.deps.now());
    const receiveCoin = receive.dividedBy(rate, COIN_SCALE[coin], 'down');
    if (!receive.isPositive() || !receiveCoin.isPositive()) {
      throw new AppError(ErrorCode.badParameters, 'The amount does not cover the fee.');
    }
    return {
      coin,
      network,
      amount: amount.toString(),
      feeRate: feeRate.toString(),
      fee: fee.toString(),
      receive: receive.toString(),
      receiveCoin: receiveCoin.toString(),
      rate: rate.toString(),
      rateCode,
      rateTime: rateTimeMs,
    };
  }

  /** What a withdrawal of `amount` would cost and bring, without holding anything. */
  async quote(query: { coin?: string; network?: string; amount: string }): Promise<WithdrawalQuote> {
    const { coin, network } = this.method(query.coin, query.network);
    return this.figures(coin, network, query.amount);
  }

  /** Holds the amount and asks an operator to pay it out; once per Idempotency-Key. */
  async withdraw(
    session: SessionContext,
    mode: AccountMode,
    body: WithdrawalBody,
    idempotencyKey?: string,
  ): Promise<WithdrawalRecord> {
    const { userId } = session;
    const request = {
      ...keyedCall('withdrawal', { userId, mode }, idempotencyKey, [
        body.coin?.trim() ?? '',
        body.network?.trim() ?? '',
        body.address?.trim() ?? '',
        Money.of(body.amount).toString(),
      ]),
      answer: storedWithdrawal(userId),
    };
    // Every check here refuses before anything is held; a repeat gets its first answer instead.
    const prepare = async (): Promise<BatchedWithdrawal> => ({
      owner: { userId, mode: 'real' },
      checked: await this.checkedWithdrawal(mode, body),
      idempotencyKey: idempotencyKey ?? null,
      requestHash: request.requestHash,
    });
    try {
      return await submitOrServeAlone(this.requests, idempotencyKey !== undefined, prepare, (prepared) =>
        this.withdrawAlone(request, prepared),
      );
    } catch (err) {
      // A twin under the same key whose hold took the money first was answered inside
      // withIdempotency; what is left is a real shortfall.
      if (err instanceof LedgerError && err.failure === 'insufficient_funds') {
        throw new AppError(ErrorCode.insufficientBalance);
      }
      throw err;
    }
  }

  /** One withdrawal in a transaction of its own, once per key. */
  private withdrawAlone(
    request: IdempotentRequest<WithdrawalRecord>,
    prepare: () => BatchedWithdrawal | Promise<BatchedWithdrawal>,
  ): Promise<WithdrawalRecord> {
    return withIdempotency(this.deps.db, request, { prepare, run: (tx, prepared) => this.submit(tx, prepared) });
  }

  /** The real account, a method paid out on, an address of its network, and the figures at today's rate. */
  private async checkedWithdrawal(mode: AccountMode, body: WithdrawalBody): Promise<CheckedWithdrawal> {
    if (mode !== 'real') throw new AppError(ErrorCode.badParameters, messages.demo);
    const { coin, network } = this.method(body.coin, body.network);
    const checked = validateAddress(network, body.address ?? '');
    if (!checked.ok) {
      if (checked.reason === 'empty') throw new AppError(ErrorCode.receivingAddressMissing);
      throw new AppError(ErrorCode.badParameters, ADDRESS_PROBLEMS[checked.reason](network));
    }
    const quote = await this.figures(coin, network, body.amount);
    return { quote, address: checked.address, now: this.deps.now() };
  }

  /**
   * In the transaction: the hold on the amount, the room the open positions need, then the record
   * and its first statuses.
   */
  private async submit(tx: Db, request: BatchedWithdrawal): Promise<WithdrawalRecord> {
    const { userId } = request.owner;
    const { quote } = request.checked;
    await refuseWhileOverdue(tx, userId);
    const id = await withdrawalRepo.nextWithdrawalId(tx);
    const accountId = await customerAccountId(tx, userId, 'real', CURRENCY);
    const hold = await reserve(tx, { accountId, amount: quote.amount, reference: `withdrawal:${id}` });
    // The hold's update locked the account row (as opening a position does), so the open
    // positions cannot change under this check: money their losses may need stays.
    const { floatingProfit } = await this.deps.exposure(tx, userId, 'real');
    const { available } = await accountBalance(tx, accountId);
    checkWithdrawalRoom(Money.zero(), { cash: available, floatingProfit });
    const row = await withdrawalRepo.insertWithdrawal(tx, withdrawalRow(request, id, hold.holdId));
    await recordStatusChange(tx, submittedChange(row, quote));
    return toWithdrawalRecord(row);
  }

  async listWithdrawals(session: SessionContext, request: PageRequest): Promise<Page<WithdrawalRecord>> {
    return listPage(
      request,
      withdrawalRepo.listOwnWithdrawals(this.deps.db, session.userId, request.pageSize, offsetOf(request)),
      withdrawalRepo.countOwnWithdrawals(this.deps.db, session.userId),
      toWithdrawalRecord,
    );
  }
}

/** The withdrawal an earlier request under a key answered with, as it is now. */
function storedWithdrawal(userId: number) {
  return async (db: Db, id: number): Promise<WithdrawalRecord | undefined> => {
    const withdrawal = await withdrawalRepo.ownWithdrawal(db, userId, id);
    return withdrawal && toWithdrawalRecord(withdrawal);
  };
}
