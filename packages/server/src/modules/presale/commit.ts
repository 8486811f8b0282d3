import { ACCOUNT_CURRENCY, ACCOUNT_SCALE, ErrorCode, Money, refusalReasons } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import { customerAccount, LedgerError, reserve, voidHold } from '../../ledger/index.ts';
import * as repo from './repo.ts';

/** The sentences of the presale's refusals (with their codes at the call sites). */
export const presaleMessages = {
  noSuchRound: refusalReasons.noSuchPresale,
  closed: refusalReasons.presaleClosed,
  demo: refusalReasons.demoBarred,
  decimals: `A commitment has at most ${ACCOUNT_SCALE} decimals.`,
  nothingToWithdraw: 'There is no commitment to withdraw.',
} as const;

/** What a commitment's amount is checked against: the round's limits. */
type RoundLimits = Pick<repo.RoundRow, 'cap' | 'minCommitment'>;

/** What a commitment is decided on, read under the round's share lock and the commitment's and the account's locks. */
export interface CommitmentRoom {
  /** The round as it is now (undefined: none). */
  round: (RoundLimits & Pick<repo.RoundRow, 'status' | 'startsAt' | 'endsAt'>) | undefined;
  /** The customer's commitment to it so far (undefined: none yet). */
  commitment: Pick<repo.CommitmentRow, 'amount' | 'status' | 'holdId'> | undefined;
  /** The customer's cash, balance − held, with the commitment's own hold still on it. */
  available: Money;
  now: Date;
}

/**
 * The rule of a commitment, served alone or in a batch: the round open at `now`, the amount within
 * its limits (0 withdraws, and only an open commitment), and the cash covering it once the
 * commitment's own hold is freed. Gives the amount; throws the refusal.
 */
export function checkCommitment(amountText: string, room: CommitmentRoom): Money {
  const { commitment, now } = room;
  const round = checkRound(room.round, now);
  const amount = checkedAmount(amountText, round);
  const open = commitment?.status === 'open';
  if (amount.isZero() && !open) throw new AppError(ErrorCode.purchaseAmountWrong, presaleMessages.nothingToWithdraw);
  // An open commitment's amount is what its hold reserves (presale_commitments_open_held).
  const freed = open && commitment.holdId !== null ? Money.of(commitment.amount) : Money.zero();
  if (amount.gt(room.available.plus(freed))) throw new AppError(ErrorCode.insufficientBalance);
  return amount;
}

/** The round, known and open at `now`; throws the refusal. */
export function checkRound<Round extends CommitmentRoom['round']>(round: Round, now: Date): NonNullable<Round> {
  if (!round) throw new AppError(ErrorCode.badParameters, presaleMessages.noSuchRound);
  if (round.status !== 'open' || now < round.startsAt || now >= round.endsAt) {
    throw new AppError(ErrorCode.badParameters, presaleMessages.closed);
  }
  return round;
}

function limitsText(round: RoundLimits): string {
  const plain = (value: string) => Money.of(value).toString();
  return `A commitment to this round is ${plain(round.minCommitment)} to ${plain(round.cap)} ${ACCOUNT_CURRENCY}, or 0 to withdraw it.`;
}

/** The amount as money, within the round's limits (0 withdraws): anything else is 10016. */
export function checkedAmount(text: string, round: RoundLimits): Money {
  const amount = Money.of(text);
  if (!amount.eq(amount.round(ACCOUNT_SCALE, 'down'))) {
    throw new AppError(ErrorCode.purchaseAmountWrong, presaleMessages.decimals);
  }
  if (amount.isZero()) return amount;
  if (amount.lt(round.minCommitment) || amount.gt(round.cap)) {
    throw new AppError(ErrorCode.purchaseAmountWrong, limitsText(round));
  }
  return amount;
}

/**
 * Sets the customer's commitment to `amount` in the caller's transaction, under the round's share
 * lock (no settlement or cancellation meanwhile) and the commitment's row lock: the old hold is
 * voided and the new one reserved together, so there is never more than one pending hold per
 * customer and round. Refusals (10088 unknown round or outside the window, 10016 amount, 10011
 * balance) throw before anything is kept.
 */
export async function setCommitment(
  tx: Db,
  input: { roundId: number; userId: number; amount: string; now: Date },
): Promise<repo.CommitmentRow> {
  const { roundId, userId, now } = input;
  const round = await repo.lockRound(tx, roundId, 'share');
  // The round's refusals come before the commitment's row is made (its round must exist).
  checkRound(round, now);
  const commitment = await repo.lockCommitment(tx, roundId, userId, now);
  // The account's lock orders this with every other decision about its money.
  const account = await customerAccount(tx, { userId, mode: 'real', currency: ACCOUNT_CURRENCY }, { lock: true });
  const amount = checkCommitment(input.amount, { round, commitment, available: account.available, now });
  if (commitment.holdId !== null) await voidHold(tx, commitment.holdId);
  let holdId: number | null = null;
  if (amount.isPositive()) {
    try {
      ({ holdId } = await reserve(tx, {
        accountId: account.id,
        amount,
        reference: `presale_commitment:${commitment.id}`,
      }));
    } catch (err) {
      if (err instanceof LedgerError && err.failure === 'insufficient_funds') {
        throw new AppError(ErrorCode.insufficientBalance);
      }
      throw err;
    }
  }
  return repo.updateCommitment(tx, commitment.id, {
    amount: amount.toString(),
    status: amount.isPositive() ? 'open' : 'withdrawn',
    holdId,
    updatedAt: now,
  });
}
