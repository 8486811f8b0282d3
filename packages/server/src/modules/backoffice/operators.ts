import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import { ErrorCode, OPERATOR_ROLES, type Operator, type OperatorRole } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { Limiters } from '../../core/rate-limits.ts';
import { AuditService } from '../audit/service.ts';
import { hashSecret, newToken } from '../../core/secrets.ts';
import * as repo from './repo.ts';

/** An operator session lives twelve hours; then the operator signs in again. */
export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** The name of the operator created on first start. */
export const FIRST_OPERATOR_NAME = 'admin';
/** Key of the advisory lock that makes concurrent first starts create one administrator. */
const FIRST_OPERATOR_LOCK_KEY = 727_101;

/** What each role may do; admin may do everything. */
export type Permission =
  'queue.read' | 'queue.decide' | 'files.read' | 'customers.read' | 'params' | 'contents' | 'audit.read' | 'operators';

export const ROLE_PERMISSIONS: Record<OperatorRole, ReadonlySet<Permission>> = {
  admin: new Set<Permission>([
    'queue.read',
    'queue.decide',
    'files.read',
    'customers.read',
    'params',
    'contents',
    'audit.read',
    'operators',
  ]),
  reviewer: new Set<Permission>(['queue.read', 'queue.decide', 'files.read', 'customers.read']),
  support: new Set<Permission>(['queue.read', 'customers.read']),
};

export function isOperatorRole(value: string): value is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** The signed-in operator of a back-office request. */
export interface OperatorContext {
  operatorId: number;
  sessionId: number;
  name: string;
  role: OperatorRole;
}

/** Who changes an operator: a signed-in administrator, or the system (first start, command line). */
export interface Actor {
  operatorId: number | null;
  via: 'backoffice' | 'cli' | 'first-start';
}

/** A generated password: 144 random bits, 24 URL-safe characters. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export function toOperator(row: Pick<repo.OperatorRow, 'id' | 'name' | 'role'>): Operator {
  return { id: row.id, name: row.name, role: row.role };
}

export interface OperatorListItem extends Operator {
  status: 'active' | 'disabled';
  createdAt: number;
}

/** Verifying against this hash when no operator matches keeps a miss as slow as a wrong password. */
let decoyHash: Promise<string> | null = null;
function decoy(): Promise<string> {
  decoyHash ??= argon2.hash('decoy password that matches nothing');
  return decoyHash;
}

export interface OperatorDeps {
  db: Db;
  audit: AuditService;
  now: () => Date;
  /** Only sign-in needs them; the command line has none. */
  limiters?: Limiters;
}

/**
 * Back-office operators: their own table, argon2id password hashes, and their own sessions
 * (opaque random tokens, stored as hashes, twelve hours, revocable). Nothing here reads or writes
 * customers' users or sessions, so neither kind of token is ever accepted for the other.
 */
export class OperatorService {
  constructor(private readonly deps: OperatorDeps) {}

  async login(rawName: string, password: string, address: string): Promise<{ token: string; operator: Operator }> {
    const { db, limiters, audit, now } = this.deps;
    if (!limiters) throw new Error('operator sign-in needs the rate limiters');
    const name = rawName.trim().toLowerCase();
    if (!name) throw new AppError(ErrorCode.enterUsernameOrEmail);
    await limiters.operatorLoginPerAddress.consume(address);
    // Counted before the password is checked, so that parallel guesses cannot overrun the limit.
    await limiters.operatorLoginFailuresPerName.consume(name);
    const found = await repo.findOperatorByName(db, name);
    const matches = await argon2.verify(found?.passwordHash ?? (await decoy()), password);
    if (!found || !matches) throw new AppError(ErrorCode.passwordWrong);
    if (found.status !== 'active') throw new AppError(ErrorCode.abnormalUserStatus);
    await limiters.operatorLoginFailuresPerName.reset(name);
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
        after: { operator: found.name, address, expiresAt: expiresAt.getTime() },
      });
    });
    return { token, operator: toOperator(found) };
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
    if (!row || !(await argon2.verify(row.passwordHash, oldPassword))) throw new AppError(ErrorCode.passwordWrong);
    if (newPassword === oldPassword) {
      throw new AppError(ErrorCode.badParameters, 'The new password must differ from the old one.');
    }
    const passwordHash = await argon2.hash(newPassword);
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

  async list(): Promise<OperatorListItem[]> {
    const rows = await repo.listOperators(this.deps.db);
    return rows.map((row) => ({ ...toOperator(row), status: row.status, createdAt: row.createdAt.getTime() }));
  }

  /** Creates an operator with a generated password, shown once to whoever created it. */
  async create(actor: Actor, rawName: string, role: OperatorRole): Promise<{ operator: Operator; password: string }> {
    const { db, audit } = this.deps;
    const name = rawName.trim();
    const password = generatePassword();
    const passwordHash = await argon2.hash(password);
    const row = await db.transaction(async (tx) => {
      const inserted = await repo.insertOperator(tx, { name, role, passwordHash });
      if (!inserted) throw new AppError(ErrorCode.usernameExists, 'An operator of that name already exists.');
      await audit.record(tx, {
        operatorId: actor.operatorId,
        action: 'operator.create',
        targetKind: 'operator',
        targetId: inserted.id,
        before: null,
        after: { name: inserted.name, role: inserted.role, via: actor.via },
      });
      return inserted;
    });
    return { operator: toOperator(row), password };
  }

  /** Disables an operator: they cannot sign in, and their open sessions end at once. */
  async disable(actor: Actor, target: { id: number } | { name: string }): Promise<Operator> {
    const { db, audit, now } = this.deps;
    return db.transaction(async (tx) => {
      const row = await this.lockOperator(tx, target);
      if (actor.operatorId !== null && actor.operatorId === row.id) {
        throw new AppError(ErrorCode.badParameters, 'You cannot disable yourself.');
      }
      const ended = await repo.revokeOperatorSessions(tx, row.id, null, now());
      if (row.status !== 'disabled') {
        await repo.setOperatorStatus(tx, row.id, 'disabled');
        await audit.record(tx, {
          operatorId: actor.operatorId,
          action: 'operator.disable',
          targetKind: 'operator',
          targetId: row.id,
          before: { name: row.name, role: row.role, status: row.status },
          after: { name: row.name, role: row.role, status: 'disabled', sessionsEnded: ended, via: actor.via },
        });
      }
      return toOperator(row);
    });
  }

  /** Gives an operator a new generated password (shown once); their open sessions end. */
  async resetPassword(
    actor: Actor,
    target: { id: number } | { name: string },
  ): Promise<{ operator: Operator; password: string }> {
    const { db, audit, now } = this.deps;
    const password = generatePassword();
    const passwordHash = await argon2.hash(password);
    const row = await db.transaction(async (tx) => {
      const found = await this.lockOperator(tx, target);
      await repo.setOperatorPassword(tx, found.id, passwordHash);
      const ended = await repo.revokeOperatorSessions(tx, found.id, null, now());
      await audit.record(tx, {
        operatorId: actor.operatorId,
        action: 'operator.reset_password',
        targetKind: 'operator',
        targetId: found.id,
        before: null,
        after: { name: found.name, role: found.role, sessionsEnded: ended, via: actor.via },
      });
      return found;
    });
    return { operator: toOperator(row), password };
  }

  private async lockOperator(tx: Db, target: { id: number } | { name: string }): Promise<repo.OperatorRow> {
    const id = 'id' in target ? target.id : (await repo.findOperatorByName(tx, target.name))?.id;
    const row = id === undefined ? undefined : await repo.findOperatorById(tx, id, true);
    if (!row) throw new AppError(ErrorCode.noMatchingUser, 'No operator of that name or id.');
    return row;
  }
}

/** Anything with pino's `warn(message)`: the server's logger, or the console. */
export interface FirstStartLog {
  warn(message: string): void;
}

/**
 * On a database without operators, creates the administrator `admin` with a generated password
 * and logs it once, with how to add more. Nodes starting together on one PostgreSQL create one:
 * the check and the insert happen under a transaction-scoped advisory lock (and the name's unique
 * index would refuse a second `admin` anyway). Returns the credentials when it created them.
 */
export async function ensureFirstOperator(
  db: Db,
  log: FirstStartLog,
): Promise<{ name: string; password: string } | null> {
  if (await repo.anyOperator(db)) return null;
  const password = generatePassword();
  const passwordHash = await argon2.hash(password);
  const audit = new AuditService(db);
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_OPERATOR_LOCK_KEY})`);
    if (await repo.anyOperator(tx)) return null;
    const row = await repo.insertOperator(tx, { name: FIRST_OPERATOR_NAME, role: 'admin', passwordHash });
    if (!row) return null;
    await audit.record(tx, {
      operatorId: null,
      action: 'operator.create',
      targetKind: 'operator',
      targetId: row.id,
      before: null,
      after: { name: row.name, role: row.role, via: 'first-start' },
    });
    return { name: row.name, password };
  });
  if (created) {
    log.warn(
      `*** FIRST START: back-office operator created: name "${created.name}", password "${created.password}" ` +
        '(role admin). This password is shown ONCE and not stored: note it now, sign in to the back office ' +
        'and change it. Create more operators in the back office (Operators) or with ' +
        '`npm run operator -- create <name> <admin|reviewer|support>`. ***',
    );
  }
  return created;
}
