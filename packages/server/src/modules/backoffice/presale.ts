import { ErrorCode, type CreatePresaleBody, type PresaleAdminRound } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { PageRequest, Page } from '../../core/paging.ts';
import type { OperatorContext } from '../../core/request.ts';
import type { AuditService } from '../audit/service.ts';
import {
  adminRound,
  adminRounds,
  cancelRound,
  createRound,
  lockRound,
  presaleMessages,
  roundInputOf,
  settleRound,
} from '../presale/service.ts';
import { requirePermission } from './access.ts';

/**
 * The presale in the back office (administrators): rounds with their totals, creating a round,
 * cancelling one before it settles (every hold released) and settling a due one now. Each change
 * is audit-logged in its own transaction.
 */
export class PresaleAdminService {
  constructor(private readonly deps: { db: Db; audit: AuditService; now: () => Date }) {}

  async rounds(operator: OperatorContext, request: PageRequest): Promise<Page<PresaleAdminRound>> {
    requirePermission(operator, 'presale');
    return adminRounds(this.deps.db, request, this.deps.now());
  }

  async create(operator: OperatorContext, body: CreatePresaleBody): Promise<PresaleAdminRound> {
    requirePermission(operator, 'presale');
    const now = this.deps.now();
    const id = await this.deps.db.transaction(async (tx) => {
      const input = roundInputOf(body);
      const round = await createRound(tx, input, operator.operatorId, now);
      await this.deps.audit.record(tx, {
        operatorId: operator.operatorId,
        action: 'presale.create',
        targetKind: 'presale_round',
        targetId: round.id,
        after: { ...round, descriptions: input.descriptions },
      });
      return round.id;
    });
    return adminRound(this.deps.db, id, this.deps.now());
  }

  /** Cancels a round not yet settled: every commitment's hold is released. */
  async cancel(operator: OperatorContext, id: number, reason: string): Promise<PresaleAdminRound> {
    requirePermission(operator, 'presale');
    const now = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      const round = await this.openRound(tx, id);
      const released = await cancelRound(tx, round, reason, now);
      await this.deps.audit.record(tx, {
        operatorId: operator.operatorId,
        action: 'presale.cancel',
        targetKind: 'presale_round',
        targetId: id,
        before: round,
        after: { status: 'cancelled', reason, released },
      });
    });
    return adminRound(this.deps.db, id, this.deps.now());
  }

  /** Settles a round whose distribution time has come, now rather than at the job's next pass. */
  async settle(operator: OperatorContext, id: number): Promise<PresaleAdminRound> {
    requirePermission(operator, 'presale');
    const now = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      const round = await this.openRound(tx, id);
      if (round.distributesAt > now) {
        throw new AppError(ErrorCode.badParameters, 'The round is not due: its distribution time has not come.');
      }
      await settleRound(tx, round, now);
      await this.deps.audit.record(tx, {
        operatorId: operator.operatorId,
        action: 'presale.settle',
        targetKind: 'presale_round',
        targetId: id,
        before: round,
        after: { status: 'settled' },
      });
    });
    return adminRound(this.deps.db, id, this.deps.now());
  }

  /** The round under its lock (waiting for a settlement in progress), refused unless still open. */
  private async openRound(tx: Db, id: number) {
    const round = await lockRound(tx, id, 'update');
    if (!round) throw new AppError(ErrorCode.badParameters, presaleMessages.noSuchRound);
    if (round.status !== 'open') throw new AppError(ErrorCode.badParameters, `The round is already ${round.status}.`);
    return round;
  }
}
