import { Money, type CustomerReferrals, type ReferralProgramme } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import * as reads from './reads.ts';
import * as repo from './repo.ts';

/** The programme's reads and writes for the back office, which checks the operator's role first and audits. */

/** How many of a customer's invitees the back office lists with the customer: the newest. */
export const CUSTOMER_INVITEES_MAX = 200;

export async function programme(tx: Db, now: Date): Promise<ReferralProgramme> {
  const [{ share, since }, totals] = await Promise.all([repo.shareNow(tx, now), reads.programmeTotals(tx)]);
  return {
    share: Money.of(share).toString(),
    shareSince: since ? since.getTime() : null,
    ...totals,
    totalPaid: Money.of(totals.totalPaid).toString(),
    totalFees: Money.of(totals.totalFees).toString(),
  };
}

/**
 * Sets the share for fees charged from `at` on (a new row: earlier fees keep theirs), in the
 * caller's transaction; gives back the share it replaces, for the audit log.
 */
export async function changeShare(tx: Db, share: Money, operatorId: number, at: Date): Promise<string> {
  const before = await repo.shareNow(tx, at);
  await repo.insertShare(tx, share.toString(), operatorId, at);
  return Money.of(before.share).toString();
}

/** A customer's referrals, unmasked; undefined when there is no such customer. */
export async function customerReferrals(db: Db, userId: number): Promise<CustomerReferrals | undefined> {
  const key = await reads.userReferralKey(db, userId);
  if (!key) return undefined;
  const [invitees, figures] = await Promise.all([
    reads.invitees(db, userId, CUSTOMER_INVITEES_MAX, 0),
    reads.referrerFigures(db, userId),
  ]);
  return {
    userId,
    inviteCode: key.inviteCode,
    invitedBy: key.invitedBy,
    totalEarned: Money.of(figures?.earned ?? '0').toString(),
    invitees: invitees.map((row) => ({
      userId: row.userId,
      username: row.username,
      joinedAt: row.joinedAt.getTime(),
      traded: row.traded,
      earned: Money.of(row.earned).toString(),
    })),
  };
}
