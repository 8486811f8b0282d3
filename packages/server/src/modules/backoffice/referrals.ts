import { ErrorCode, Money, REFERRAL_SHARE_MAX, type CustomerReferrals, type ReferralProgramme } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { OperatorContext } from '../../core/request.ts';
import type { AuditService } from '../audit/service.ts';
import * as reads from '../referrals/reads.ts';
import * as repo from '../referrals/repo.ts';
import { requirePermission } from './access.ts';

/** How many of a customer's invitees the back office lists with the customer: the newest. */
export const CUSTOMER_INVITEES_MAX = 200;

/**
 * The invite programme in the back office: its totals and the share for every role that reads
 * customers; administrators (the parameters permission) change the share, for fees charged from
 * then on only (a new row of referral_shares), audited in the same transaction.
 */
export class ReferralAdmin {
  constructor(private readonly deps: { db: Db; audit: AuditService; now: () => Date }) {}

  async programme(op: OperatorContext): Promise<ReferralProgramme> {
    requirePermission(op, 'customers.read');
    return this.read(this.deps.db);
  }

  private async read(tx: Db): Promise<ReferralProgramme> {
    const [{ share, since }, totals] = await Promise.all([
      repo.shareNow(tx, this.deps.now()),
      reads.programmeTotals(tx),
    ]);
    return {
      share: Money.of(share).toString(),
      shareSince: since ? since.getTime() : null,
      ...totals,
      totalPaid: Money.of(totals.totalPaid).toString(),
      totalFees: Money.of(totals.totalFees).toString(),
    };
  }

  async setShare(op: OperatorContext, share: string): Promise<ReferralProgramme> {
    requirePermission(op, 'params');
    const value = Money.of(share);
    if (value.gt(REFERRAL_SHARE_MAX)) {
      throw new AppError(ErrorCode.badParameters, `The share is a fraction from 0 to ${REFERRAL_SHARE_MAX}.`);
    }
    const { db, audit, now } = this.deps;
    return db.transaction(async (tx) => {
      const at = now();
      const before = await repo.shareNow(tx, at);
      await repo.insertShare(tx, value.toString(), op.operatorId, at);
      await audit.record(tx, {
        operatorId: op.operatorId,
        action: 'referral.share',
        targetKind: 'param',
        targetId: 'referralShare',
        before: { share: Money.of(before.share).toString() },
        after: { share: value.toString() },
      });
      return this.read(tx);
    });
  }

  async customer(op: OperatorContext, userId: number): Promise<CustomerReferrals> {
    requirePermission(op, 'customers.read');
    const { db } = this.deps;
    const key = await reads.userReferralKey(db, userId);
    if (!key) throw new AppError(ErrorCode.badParameters, 'No such customer.');
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
}
