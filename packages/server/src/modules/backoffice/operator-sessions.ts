import { ErrorCode, type Operator } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { Limiters } from '../../core/rate-limits.ts';
import type { OperatorContext } from '../../core/request.ts';
import { SignInGuard, signInLimits, type SignInClient } from '../../core/sign-in-guard.ts';
import { hashSecret, newToken } from '../../core/secrets.ts';
import type { AuditService } from '../audit/service.ts';
import { toOperator } from './operators.ts';
import * as repo from './operator-repo.ts';
import type { Passwords } from '../../core/passwords.ts';

/** An operator session lives twelve hours; then the operator signs in again. */
export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface OperatorSessionDeps {
  db: Db;
  audit: AuditService;
  now: () => Date;
  limiters: Limiters;
  passwords: Passwords;
}

/**
 * An operator's own account: signing in and out, and their own password. Sessions are opaque
 * random tokens, stored as hashes, twelve hours, revocable. Nothing here reads or writes
 * customers' users or sessions, so neither kind of token is ever accepted for the other. Every
 * role may do all of this to its own account, so no permission is checked.
 */
export class OperatorSessionService {
  private readonly guard: SignInGuard;

  constructor(private readonly deps: OperatorSessionDeps) {
    this.guard = new SignInGuard(signInLimits(deps.limiters, 'operator'));
  }

  /** Signs in, throttled by the guard; `device` is the id the browser keeps (core/device-cookie.ts). */
  async login(
    rawName: string,
    password: string,
    client: SignInClient,
  ): Promise<{ session: { token: string; operator: Operator }; device: string }> {
    const { db, audit, now } = this.deps;
    const name = rawName.trim().toLowerCase();
    if (!name) throw new AppError(ErrorCode.enterUsernameOrEmail);
    const attempt = await this.guard.attempt(`operator:${name}`, client);
    const found = await repo.findOperatorByName(db, name);
    const matches = await this.deps.passwords.verify(found?.passwordHash, password);
    if (!found || !matches) throw new AppError(ErrorCode.passwordWrong);
    if (found.status !== 'active') throw new AppError(ErrorCode.abnormalUserStatus);
    const device = await attempt.succeeded();
    const token = newToken();
    await db.transaction(async (tx) => {
      const expiresAt = new Date(now().getTime() + OPERATOR_SESSION_TTL_MS);
      const sessionId = await repo.insertOperatorSession(tx, found.id, hashSecret(token), expiresAt);
      await audit.record(tx, {
        operatorId: found.id,
        action: 'operator.login',
        targetKind: 'operator_session',
        targetId: sessionId,
        before: null,
        after: { operator: found.name, address: client.address, expiresAt: expiresAt.getTime() },
      });
    });
    return { session: { token, operator: toOperator(found) }, device };
  }

  /** The operator behind a token, or null when it is unknown, expired, revoked or the operator disabled. */
  async authenticate(token: string): Promise<OperatorContext | null> {
    const found = await repo.findLiveOperatorSession(this.deps.db, hashSecret(token), this.deps.now());
    if (!found || found.status !== 'active') return null;
    return { operatorId: found.operatorId, sessionId: found.sessionId, name: found.name, role: found.role };
  }

  async logout(ctx: OperatorContext): Promise<void> {
    const { audit, now } = this.deps;
    await this.deps.db.transaction(async (tx) => {
      if (!(await repo.revokeOperatorSession(tx, ctx.sessionId, now()))) return;
      await audit.record(tx, {
        operatorId: ctx.operatorId,
        action: 'operator.logout',
        targetKind: 'operator_session',
        targetId: ctx.sessionId,
        before: { revoked: false },
        after: { revoked: true },
      });
    });
  }

  async me(ctx: OperatorContext): Promise<Operator> {
    const row = await repo.findOperatorById(this.deps.db, ctx.operatorId);
    if (!row) throw new AppError(ErrorCode.noMatchingUser);
    return toOperator(row);
  }

  /** Changes the operator's own password; every other session of theirs ends. */
  async changePassword(ctx: OperatorContext, oldPassword: string, newPassword: string): Promise<void> {
    const { db, audit, now } = this.deps;
    const row = await repo.findOperatorById(db, ctx.operatorId);
    if (!row || !(await this.deps.passwords.verify(row.passwordHash, oldPassword)))
      throw new AppError(ErrorCode.passwordWrong);
    if (newPassword === oldPassword) {
      throw new AppError(ErrorCode.badParameters, 'The new password must differ from the old one.');
    }
    const passwordHash = await this.deps.passwords.hash(newPassword);
    await db.transaction(async (tx) => {
      await repo.setOperatorPassword(tx, row.id, passwordHash);
      const ended = await repo.revokeOperatorSessions(tx, row.id, ctx.sessionId, now());
      await audit.record(tx, {
        operatorId: ctx.operatorId,
        action: 'operator.change_password',
        targetKind: 'operator',
        targetId: row.id,
        before: null,
        after: { name: row.name, otherSessionsEnded: ended },
      });
    });
  }
}
