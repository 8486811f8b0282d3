import { createHash, randomUUID } from 'node:crypto';
import {
  ACCOUNT_SCALE,
  COIN_NETWORKS,
  COIN_SCALE,
  ErrorCode,
  EXPORT_ROWS_MAX,
  Money,
  type AccountFigures,
  type AccountMode,
  type Coin,
  type DepositInfo,
  type MovementKind,
  type RechargeBody,
  type RechargeRecord,
  type TransactionRecord,
  type UploadResult,
  type WalletNetwork,
  type WithdrawalBody,
  type WithdrawalQuote,
  type WithdrawalRecord,
} from '@tp/contract';
import { isValidTxHash, validateAddress, type AddressProblem } from '@tp/contract/address';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { Feed } from '../../feed/feed.ts';
import { AppError } from '../../core/errors.ts';
import type { Limiter } from '../../core/rate-limits.ts';
import { accountBalance, customerAccountId, LedgerError, reserve } from '../../ledger/index.ts';
import type { SessionContext } from '../../core/request.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import { recordStatusChange } from './status.ts';
import { cleanProofImage } from './images.ts';
import { transactionsCsv } from './csv.ts';
import {
  CHAINS,
  CURRENCY,
  isPair,
  networksOfChain,
  money,
  rateOf,
  toRechargeRecord,
  toTransactionRecord,
  toWithdrawalRecord,
} from './records.ts';
import * as repo from './repo.ts';

export const messages = {
  demo: 'The demo account cannot deposit or withdraw; switch to the real account.',
  imageTooLarge: 'The image may be at most 2 MB.',
  imageFormat: 'The image format is wrong: JPG, JPEG 2000 or PNG.',
  imageCorrupt: 'The image is damaged or incomplete; upload it again.',
  noSuchFile: 'No such file.',
  proof: 'Upload the payment proof.',
  txHashUsed: 'This transaction already backs a deposit.',
  idempotencyReused: 'This Idempotency-Key was used for another request.',
  amountPositive: 'The amount must be more than zero.',
  depositMethod: 'This coin is not received on that network.',
} as const;

/** Parameters the wallet reads on every call, so that an operator's change applies at once. */
const FEE_RATE_KEY = 'withdrawFeeRate';
const MIN_WITHDRAWAL_KEY = 'minWithdrawalUSDT';
const minRechargeKey = (coin: Coin) => `minRecharge${coin}`;
const depositAddressKey = (coin: Coin, network: WalletNetwork) => `depositAddress${coin}_${network}`;
const PAIRS: [Coin, WalletNetwork][] = (Object.entries(COIN_NETWORKS) as [Coin, readonly WalletNetwork[]][]).flatMap(
  ([coin, networks]) => networks.map((network): [Coin, WalletNetwork] => [coin, network]),
);
/** Every parameter the deposit information shows, fixed at start rather than rebuilt on each call. */
const DEPOSIT_INFO_KEYS: readonly string[] = [
  FEE_RATE_KEY,
  MIN_WITHDRAWAL_KEY,
  ...PAIRS.map(([coin, network]) => depositAddressKey(coin, network)),
  ...Object.keys(COIN_NETWORKS).map((coin) => minRechargeKey(coin as Coin)),
];

const ADDRESS_PROBLEMS: Record<Exclude<AddressProblem, 'empty'>, (network: WalletNetwork) => string> = {
  format: (network) => `This is not an address on ${network}.`,
  checksum: () => 'The address checksum does not match; check it for typos.',
  network: (network) => `This address is of another network, not ${network}.`,
};

/** An Idempotency-Key: 1 to 128 visible ASCII characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

export function checkIdempotencyKey(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw new AppError(ErrorCode.badParameters, 'The Idempotency-Key must be 1 to 128 visible ASCII characters.');
  }
  return value;
}

/** The fingerprint of a request, to tell a repeat from another request under the same key. */
export function requestHash(operation: string, mode: AccountMode, fields: readonly (string | number | null)[]): string {
  return createHash('sha256')
    .update(JSON.stringify([operation, mode, ...fields]))
    .digest('hex');
}

function parameterMissing(key: string): never {
  throw new AppError(ErrorCode.systemParameterMissing, `Failed to get the system parameter ${key}.`);
}

/** A positive decimal parameter, e.g. a minimum; anything else is a broken configuration (10018). */
function moneyParam(values: Map<string, string>, key: string): Money {
  const text = values.get(key);
  if (text === undefined || !/^\d{1,20}(\.\d{1,18})?$/.test(text)) return parameterMissing(key);
  return Money.of(text);
}

export interface Received {
  /** The uploaded bytes, or why there are none. */
  bytes?: Uint8Array;
  tooLarge?: boolean;
}

/**
 * The open positions of an account: the margin they hold and their profit at the live prices
 * (trading's accountExposure, injected so that the wallet does not reach into another module).
 */
export type AccountExposure = (
  tx: Db,
  userId: number,
  mode: AccountMode,
) => Promise<{ usedMargin: Money; floatingProfit: Money }>;

export interface WalletDeps {
  db: Db;
  feed: Feed;
  uploads: Limiter;
  exposure: AccountExposure;
  now?: () => Date;
}

/**
 * The customer's side of the wallet: proofs, deposits, withdrawals, the account's figures and
 * its movements. Every call works on the session's own records only.
 */
export class WalletService {
  private readonly db: Db;
  private readonly feed: Feed;
  private readonly uploads: Limiter;
  private readonly exposure: AccountExposure;
  private readonly now: () => Date;

  constructor(deps: WalletDeps) {
    this.db = deps.db;
    this.feed = deps.feed;
    this.uploads = deps.uploads;
    this.exposure = deps.exposure;
    this.now = deps.now ?? (() => new Date());
  }

  // -------------------------------------------------------------------------------------------
  // Proof images

  /**
   * Stores a payment proof. The rate limit is counted before the upload is read; `receive` reads
   * it (bounded by the transport to PROOF_MAX_BYTES). What is stored is the cleaned image.
   */
  async upload(session: SessionContext, receive: () => Promise<Received>): Promise<UploadResult> {
    await this.uploads.consume(String(session.userId));
    const received = await receive();
    if (received.tooLarge) throw new AppError(ErrorCode.badParameters, messages.imageTooLarge);
    if (!received.bytes) throw new AppError(ErrorCode.badParameters, messages.proof);
    const cleaned = await cleanProofImage(received.bytes);
    if (!cleaned.ok) {
      const message =
        cleaned.reason === 'too_large'
          ? messages.imageTooLarge
          : cleaned.reason === 'format'
            ? messages.imageFormat
            : messages.imageCorrupt;
      throw new AppError(ErrorCode.badParameters, message);
    }
    const id = randomUUID();
    const bytes = cleaned.bytes;
    await repo.insertFile(this.db, {
      id,
      userId: session.userId,
      purpose: 'deposit_proof',
      mediaType: cleaned.mediaType,
      sizeBytes: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      createdAt: this.now(),
    });
    return { fileId: id, mediaType: cleaned.mediaType, sizeBytes: bytes.byteLength };
  }

  /** The owner's image; anybody else's id, or an unknown one, is the same refusal. */
  async file(session: SessionContext, id: string): Promise<{ mediaType: string; bytes: Uint8Array }> {
    const file = await repo.findOwnFile(this.db, session.userId, id);
    if (!file) throw new AppError(ErrorCode.badParameters, messages.noSuchFile);
    return file;
  }

  // -------------------------------------------------------------------------------------------
  // Deposits

  async depositInfo(): Promise<DepositInfo> {
    const values = await repo.readParams(this.db, DEPOSIT_INFO_KEYS);
    const methods = PAIRS.map(([coin, network]) => {
      const key = depositAddressKey(coin, network);
      const address = values.get(key) ?? parameterMissing(key);
      return { coin, network, address, minimum: moneyParam(values, minRechargeKey(coin)).toString() };
    });
    return {
      methods,
      withdrawFeeRate: feeRateParam(values).percent.toString(),
      minWithdrawal: moneyParam(values, MIN_WITHDRAWAL_KEY).toString(),
    };
  }

  async recharge(
    session: SessionContext,
    mode: AccountMode,
    body: RechargeBody,
    idempotencyKey?: string,
  ): Promise<RechargeRecord> {
    const { userId } = session;
    const txHash = body.txHash.toLowerCase();
    const hash = requestHash('recharge', mode, [
      body.coin,
      body.network,
      money(body.amount),
      txHash,
      body.last6,
      body.proofFileId,
    ]);
    if (idempotencyKey) {
      const replayed = await this.replayDeposit(userId, idempotencyKey, hash);
      if (replayed) return replayed;
    }
    if (mode !== 'real') throw new AppError(ErrorCode.badParameters, messages.demo);
    const { coin, network } = body;
    // 10025 names a withdrawal method; a deposit's pairing is an ordinary bad parameter.
    if (!isPair(coin, network)) throw new AppError(ErrorCode.badParameters, messages.depositMethod);
    const amount = Money.of(body.amount);
    if (!amount.isPositive()) throw new AppError(ErrorCode.badParameters, messages.amountPositive);
    if (!amount.eq(amount.round(COIN_SCALE[coin], 'down'))) {
      throw new AppError(ErrorCode.badParameters, `A ${coin} amount has at most ${COIN_SCALE[coin]} decimals.`);
    }
    const addressKey = depositAddressKey(coin, network);
    const values = await repo.readParams(this.db, [minRechargeKey(coin), addressKey]);
    const minimum = moneyParam(values, minRechargeKey(coin));
    if (amount.lt(minimum)) {
      throw new AppError(ErrorCode.badParameters, `The minimum deposit for ${coin} is ${minimum.toString()}.`);
    }
    const receivingAddress = values.get(addressKey) ?? parameterMissing(addressKey);
    if (!isValidTxHash(network, body.txHash)) {
      throw new AppError(ErrorCode.badParameters, `The transaction hash is not valid for ${network}.`);
    }

    const now = this.now();
    try {
      return await this.db.transaction(async (tx) => {
        // A transfer backs one deposit, ever. A rejected claim keeps blocking its hash: an operator
        // has looked at that transfer and refused it, and letting the customer resubmit it would
        // put the same transfer before another operator until one of them approves. If the
        // refusal was a mistake, the back office corrects it, not a resubmission.
        // The hash is checked per chain: an Ethereum transaction claimed as an ETH deposit cannot
        // be claimed again as an ERC20 USDT one.
        const chain = CHAINS[network];
        await repo.lockTxHash(tx, chain, txHash);
        if (await repo.txHashUsed(tx, networksOfChain(chain), txHash)) {
          throw new AppError(ErrorCode.badParameters, messages.txHashUsed);
        }
        if (!(await repo.isUnusedProof(tx, userId, body.proofFileId))) {
          throw new AppError(ErrorCode.badParameters, messages.proof);
        }
        const row = await repo.insertDeposit(tx, {
          userId,
          coin,
          network,
          amount: amount.toString(),
          txHash,
          last6: body.last6,
          proofFileId: body.proofFileId,
          receivingAddress,
          status: 'awaiting_review',
          idempotencyKey: idempotencyKey ?? null,
          requestHash: hash,
          createdAt: now,
          updatedAt: now,
        });
        await recordStatusChange(tx, {
          recordKind: 'deposit',
          recordId: row.id,
          userId,
          statuses: ['submitted', 'awaiting_review'],
          operatorId: null,
          at: now,
          notification: {
            kind: 'deposit_submitted',
            payload: { depositId: row.id, coin, network, amount: amount.toString(), status: row.status },
          },
        });
        return toRechargeRecord(row);
      });
    } catch (err) {
      // A concurrent repeat under the same key may have committed first: whichever check or
      // unique index stopped this one (the key, the hash, the proof), the answer is the stored one.
      if (idempotencyKey) {
        const replayed = await this.replayDeposit(userId, idempotencyKey, hash);
        if (replayed) return replayed;
      }
      // The unique indexes settle the races the checks above cannot see.
      const constraint = uniqueViolation(err);
      if (constraint === 'deposits_tx_hash') throw new AppError(ErrorCode.badParameters, messages.txHashUsed);
      if (constraint === 'deposits_proof') throw new AppError(ErrorCode.badParameters, messages.proof);
      throw err;
    }
  }

  /**
   * The deposit an earlier request with this key created, as it is now; a refusal if the key
   * was used for a different request; nothing if the key is new. A request that was refused
   * stored nothing, so its key is free for the retry.
   */
  private async replayDeposit(userId: number, key: string, hash: string): Promise<RechargeRecord | null> {
    const [deposit, withdrawal] = await Promise.all([
      repo.depositByIdempotencyKey(this.db, userId, key),
      repo.withdrawalByIdempotencyKey(this.db, userId, key),
    ]);
    if (withdrawal || (deposit && deposit.requestHash !== hash)) {
      throw new AppError(ErrorCode.badParameters, messages.idempotencyReused);
    }
    return deposit ? toRechargeRecord(deposit) : null;
  }

  async listRecharge(session: SessionContext, request: PageRequest): Promise<Page<RechargeRecord>> {
    return listPage(
      request,
      repo.listOwnDeposits(this.db, session.userId, request.pageSize, offsetOf(request)),
      repo.countOwnDeposits(this.db, session.userId),
      toRechargeRecord,
    );
  }

  // -------------------------------------------------------------------------------------------
  // Withdrawals

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
    const values = await repo.readParams(this.db, [FEE_RATE_KEY, MIN_WITHDRAWAL_KEY]);
    const minimum = moneyParam(values, MIN_WITHDRAWAL_KEY);
    if (amount.lt(minimum)) {
      throw new AppError(ErrorCode.badParameters, `The minimum withdrawal is ${minimum.toString()} ${CURRENCY}.`);
    }
    const { rate: feeRate } = feeRateParam(values);
    const fee = amount.times(feeRate).round(ACCOUNT_SCALE, 'up');
    const receive = amount.minus(fee);
    const { rate, rateCode, rateTimeMs } = rateOf(this.feed, coin, this.now());
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

  async withdraw(
    session: SessionContext,
    mode: AccountMode,
    body: WithdrawalBody,
    idempotencyKey?: string,
  ): Promise<WithdrawalRecord> {
    const { userId } = session;
    const hash = requestHash('withdrawal', mode, [
      body.coin?.trim() ?? '',
      body.network?.trim() ?? '',
      body.address?.trim() ?? '',
      Money.of(body.amount).toString(),
    ]);
    if (idempotencyKey) {
      const replayed = await this.replayWithdrawal(userId, idempotencyKey, hash);
      if (replayed) return replayed;
    }
    if (mode !== 'real') throw new AppError(ErrorCode.badParameters, messages.demo);
    const { coin, network } = this.method(body.coin, body.network);
    const checked = validateAddress(network, body.address ?? '');
    if (!checked.ok) {
      if (checked.reason === 'empty') throw new AppError(ErrorCode.receivingAddressMissing);
      throw new AppError(ErrorCode.badParameters, ADDRESS_PROBLEMS[checked.reason](network));
    }
    const quote = await this.figures(coin, network, body.amount);

    const now = this.now();
    try {
      return await this.db.transaction(async (tx) => {
        const id = await repo.nextWithdrawalId(tx);
        const accountId = await customerAccountId(tx, userId, 'real', CURRENCY);
        const hold = await reserve(tx, { accountId, amount: quote.amount, reference: `withdrawal:${id}` });
        // The hold's update locked the account row (as opening a position does), so the open
        // positions cannot change under this check: money their losses may need stays, i.e. at
        // most cash − held + min(0, floating profit) leaves.
        const { floatingProfit } = await this.exposure(tx, userId, 'real');
        if (
          floatingProfit.isNegative() &&
          (await accountBalance(tx, accountId)).available.lt(floatingProfit.negated())
        ) {
          throw new AppError(ErrorCode.insufficientBalance);
        }
        const row = await repo.insertWithdrawal(tx, {
          id,
          userId,
          coin,
          network,
          address: checked.address,
          amount: quote.amount,
          feeRate: quote.feeRate,
          fee: quote.fee,
          receive: quote.receive,
          receiveCoin: quote.receiveCoin,
          rate: quote.rate ?? '1',
          rateCode: quote.rateCode,
          rateTimeMs: quote.rateTime,
          holdId: hold.holdId,
          status: 'awaiting_review',
          idempotencyKey: idempotencyKey ?? null,
          requestHash: hash,
          createdAt: now,
          updatedAt: now,
        });
        await recordStatusChange(tx, {
          recordKind: 'withdrawal',
          recordId: id,
          userId,
          statuses: ['submitted', 'awaiting_review'],
          operatorId: null,
          at: now,
          notification: {
            kind: 'withdrawal_submitted',
            payload: {
              withdrawalId: id,
              coin,
              network,
              amount: quote.amount,
              receive: quote.receive,
              status: row.status,
            },
          },
        });
        return toWithdrawalRecord(row);
      });
    } catch (err) {
      // A concurrent repeat under the same key may have committed first; this one then failed on
      // the key's unique index, or on funds its twin had just reserved: either way it answers
      // what the twin stored.
      if (idempotencyKey) {
        const replayed = await this.replayWithdrawal(userId, idempotencyKey, hash);
        if (replayed) return replayed;
      }
      if (err instanceof LedgerError && err.failure === 'insufficient_funds') {
        throw new AppError(ErrorCode.insufficientBalance);
      }
      throw err;
    }
  }

  private async replayWithdrawal(userId: number, key: string, hash: string): Promise<WithdrawalRecord | null> {
    const [withdrawal, deposit] = await Promise.all([
      repo.withdrawalByIdempotencyKey(this.db, userId, key),
      repo.depositByIdempotencyKey(this.db, userId, key),
    ]);
    if (deposit || (withdrawal && withdrawal.requestHash !== hash)) {
      throw new AppError(ErrorCode.badParameters, messages.idempotencyReused);
    }
    return withdrawal ? toWithdrawalRecord(withdrawal) : null;
  }

  async listWithdrawals(session: SessionContext, request: PageRequest): Promise<Page<WithdrawalRecord>> {
    return listPage(
      request,
      repo.listOwnWithdrawals(this.db, session.userId, request.pageSize, offsetOf(request)),
      repo.countOwnWithdrawals(this.db, session.userId),
      toWithdrawalRecord,
    );
  }

  // -------------------------------------------------------------------------------------------
  // The account

  /**
   * The account's figures. Cash is the ledger balance; open positions' margin sits in the margin
   * account, so the balance the customer sees (money before floating profit) is cash + used margin.
   * Equity adds the floating profit; free margin = equity − used margin − held
   * (= cash − held + floating profit, the rule opening a position checks).
   */
  async account(session: SessionContext, mode: AccountMode): Promise<AccountFigures> {
    const [row, exposure] = await Promise.all([
      repo.customerAccount(this.db, session.userId, mode, CURRENCY),
      this.exposure(this.db, session.userId, mode),
    ]);
    const cash = Money.of(row?.balance ?? '0');
    const held = Money.of(row?.held ?? '0');
    const { usedMargin, floatingProfit } = exposure;
    const balance = cash.plus(usedMargin);
    const equity = balance.plus(floatingProfit);
    return {
      mode,
      currency: CURRENCY,
      balance: balance.toString(),
      held: held.toString(),
      usedMargin: usedMargin.toString(),
      freeMargin: equity.minus(usedMargin).minus(held).toString(),
      expectedProfit: floatingProfit.toString(),
      equity: equity.toString(),
    };
  }

  async transactions(
    session: SessionContext,
    mode: AccountMode,
    request: PageRequest,
    kind?: MovementKind,
  ): Promise<Page<TransactionRecord>> {
    const filter = { userId: session.userId, mode, currency: CURRENCY, kind };
    return listPage(
      request,
      repo.accountPostings(this.db, filter, request.pageSize, offsetOf(request)),
      repo.countAccountPostings(this.db, filter),
      toTransactionRecord,
    );
  }

  /** The account's movements as CSV (newest first, at most EXPORT_ROWS_MAX rows) and its file name. */
  async exportTransactions(
    session: SessionContext,
    mode: AccountMode,
    kind?: MovementKind,
  ): Promise<{ fileName: string; csv: string }> {
    const rows = await repo.accountPostings(
      this.db,
      { userId: session.userId, mode, currency: CURRENCY, kind },
      EXPORT_ROWS_MAX,
      0,
    );
    const day = this.now().toISOString().slice(0, 10);
    return { fileName: `transactions-${mode}-${day}.csv`, csv: transactionsCsv(rows.map(toTransactionRecord)) };
  }
}

/**
 * The withdrawal fee: the parameter is a percentage ('0.5' is 0.5 %), the rate is that divided by
 * 100 exactly. The parameter has at most 16 decimals, so the rate fits the 18 of the columns.
 */
export function feeRateParam(values: Map<string, string>): { percent: Money; rate: Money } {
  const text = values.get(FEE_RATE_KEY);
  if (text === undefined || !/^\d{1,2}(\.\d{1,16})?$/.test(text)) return parameterMissing(FEE_RATE_KEY);
  const percent = Money.of(text);
  return { percent, rate: percent.dividedBy('100', 18, 'down') };
}
