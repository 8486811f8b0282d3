import { ErrorCode, Money, REFERRAL_SHARE_MAX, type CustomerReferrals, type ReferralProgramme } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { OperatorContext } from '../../core/request.ts';
import type { AuditService } from '../audit/service.ts';
import { changeShare, customerReferrals, programme } from '../referrals/service.ts';
import { requirePermission } from './access.ts';

/**
 * The invite programme in the back office: its totals and any customer's referrals for every role
 * that reads customers; administrators (the parameters permission) change the share, for fees
 * charged from then on only, audited in the same transaction.
 */
export class ReferralAdmin {
  constructor(private readonly deps: { db: Db; audit: AuditService; now: () => Date }) {}

  async programme(op: OperatorContext): Promise<ReferralProgramme> {
    requirePermission(op, 'customers.read');
    return programme(this.deps.db, this.deps.now());
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
      const before = await changeShare(tx, value, op.operatorId, at);
      await audit.record(tx, {
        operatorId: op.operatorId,
        action: 'referral.share',
        targetKind: 'param',
        targetId: 'referralShare',
        before: { share: before },
        after: { share: value.toString() },
      });
      return programme(tx, at);
    });
  }

  async customer(op: OperatorContext, userId: number): Promise<CustomerReferrals> {
    requirePermission(op, 'customers.read');
    const found = await customerReferrals(this.deps.db, userId);
    if (!found) throw new AppError(ErrorCode.badParameters, 'No such customer.');
    return found;
  }
}
