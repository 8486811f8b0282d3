import {
  COIN_SCALE,
  DEPOSIT_MAX,
  ErrorCode,
  Money,
  type AccountMode,
  type Coin,
  type DepositInfo,
  type RechargeBody,
  type RechargeRecord,
  type WalletNetwork,
} from '@tp/contract';
import { isValidTxHash } from '@tp/contract/address';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../core/errors.ts';
import { keyedCall, withIdempotency } from '../../core/idempotency.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import type { SessionContext } from '../../core/request.ts';
import { messages, overDepositMax } from './messages.ts';
import {
  DEPOSIT_INFO_KEYS,
  depositAddressKey,
  feeRateParam,
  MIN_WITHDRAWAL_KEY,
  minRechargeKey,
  moneyParam,
  PAIRS,
  parameterMissing,
} from './params.ts';
import { CHAINS, isPair, money, networksOfChain, toRechargeRecord } from './records.ts';
import { recordStatusChange } from './status.ts';
import * as depositRepo from './deposit-repo.ts';
import * as fileRepo from './file-repo.ts';
import * as repo from './repo.ts';

/** A recharge as its checks before the transaction left it. */
interface CheckedRecharge {
  coin: Coin;
  network: WalletNetwork;
  amount: Money;
  /** The platform's address the customer was told to send to, as the parameters say now. */
  receivingAddress: string;
  now: Date;
}

/** A checked recharge with who claims it and under which key: what the transaction writes. */
interface NewRecharge extends CheckedRecharge {
  userId: number;
  /** Lower case: one transfer is one hash, however the customer typed it. */
  txHash: string;
  last6: string;
  proofFileId: string;
  idempotencyKey: string | null;
  requestHash: string;
}

/** The customer's deposits: where to send coins, the claim of a transfer, and the claims so far. */
export class Deposits {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

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

  /** Claims a transfer to the platform as a deposit, for an operator to review; once per Idempotency-Key. */
  async recharge(
    session: SessionContext,
    mode: AccountMode,
    body: RechargeBody,
    idempotencyKey?: string,
  ): Promise<RechargeRecord> {
    const { userId } = session;
    const txHash = body.txHash.toLowerCase();
    const request = {
      ...keyedCall('recharge', { userId, mode }, idempotencyKey, [
        body.coin,
        body.network,
        money(body.amount),
        txHash,
        body.last6,
        body.proofFileId,
      ]),
      answer: storedRecharge(userId),
    };
    const { last6, proofFileId } = body;
    try {
      return await withIdempotency(this.db, request, {
        // Every check here refuses before anything is written; a repeat gets its first answer instead.
        prepare: () => this.checkedRecharge(mode, body),
        run: (tx, checked) =>
          this.submit(tx, {
            ...checked,
            userId,
            txHash,
            last6,
            proofFileId,
            idempotencyKey: idempotencyKey ?? null,
            requestHash: request.requestHash,
          }),
      });
    } catch (err) {
      // A twin under the same key that committed first was answered inside withIdempotency; what
      // is left are the races the checks in the transaction cannot see, settled by unique indexes.
      const constraint = uniqueViolation(err);
      if (constraint === 'deposits_tx_hash') throw new AppError(ErrorCode.badParameters, messages.txHashUsed);
      if (constraint === 'deposits_proof') throw new AppError(ErrorCode.badParameters, messages.proof);
      throw err;
    }
  }

  /** The real account, a pair the platform receives on, an amount above the coin's minimum, a valid hash. */
  private async checkedRecharge(mode: AccountMode, body: RechargeBody): Promise<CheckedRecharge> {
    if (mode !== 'real') throw new AppError(ErrorCode.badParameters, messages.demo);
    const { coin, network } = body;
    // 10025 names a withdrawal method; a deposit's pairing is an ordinary bad parameter.
    if (!isPair(coin, network)) throw new AppError(ErrorCode.badParameters, messages.depositMethod);
    const amount = Money.of(body.amount);
    if (!amount.isPositive()) throw new AppError(ErrorCode.badParameters, messages.amountPositive);
    if (!amount.eq(amount.round(COIN_SCALE[coin], 'down'))) {
      throw new AppError(ErrorCode.badParameters, `A ${coin} amount has at most ${COIN_SCALE[coin]} decimals.`);
    }
    if (amount.gt(DEPOSIT_MAX[coin])) throw new AppError(ErrorCode.badParameters, overDepositMax(coin));
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
    return { coin, network, amount, receivingAddress, now: this.now() };
  }

  /** In the transaction: the transfer and the proof not used yet, then the record and its first statuses. */
  private async submit(tx: Db, claim: NewRecharge): Promise<RechargeRecord> {
    const { userId, coin, network, amount, txHash, now } = claim;
    // A transfer backs one deposit, ever. A rejected claim keeps blocking its hash: an operator
    // has looked at that transfer and refused it, and letting the customer resubmit it would
    // put the same transfer before another operator until one of them approves. If the
    // refusal was a mistake, the back office corrects it, not a resubmission.
    // The hash is checked per chain: an Ethereum transaction claimed as an ETH deposit cannot
    // be claimed again as an ERC20 USDT one.
    const chain = CHAINS[network];
    await depositRepo.lockTxHash(tx, chain, txHash);
    if (await depositRepo.txHashUsed(tx, networksOfChain(chain), txHash)) {
      throw new AppError(ErrorCode.badParameters, messages.txHashUsed);
    }
    if (!(await fileRepo.isUnusedProof(tx, userId, claim.proofFileId))) {
      throw new AppError(ErrorCode.badParameters, messages.proof);
    }
    const row = await depositRepo.insertDeposit(tx, {
      userId,
      coin,
      network,
      amount: amount.toString(),
      txHash,
      last6: claim.last6,
      proofFileId: claim.proofFileId,
      receivingAddress: claim.receivingAddress,
      status: 'awaiting_review',
      idempotencyKey: claim.idempotencyKey,
      requestHash: claim.requestHash,
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
  }

  async listRecharge(session: SessionContext, request: PageRequest): Promise<Page<RechargeRecord>> {
    return listPage(
      request,
      depositRepo.listOwnDeposits(this.db, session.userId, request.pageSize, offsetOf(request)),
      depositRepo.countOwnDeposits(this.db, session.userId),
      toRechargeRecord,
    );
  }
}

/** The deposit an earlier claim under a key answered with, as it is now. */
function storedRecharge(userId: number) {
  return async (db: Db, id: number): Promise<RechargeRecord | undefined> => {
    const deposit = await depositRepo.ownDeposit(db, userId, id);
    return deposit && toRechargeRecord(deposit);
  };
}
