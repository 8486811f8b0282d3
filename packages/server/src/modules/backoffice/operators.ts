import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ErrorCode, OPERATOR_ROLES, type Operator, type OperatorRole } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { OperatorContext } from '../../core/request.ts';
import { AuditService } from '../audit/service.ts';
import { requirePermission } from './access.ts';
import * as repo from './operator-repo.ts';
import type { Passwords } from '../../core/passwords.ts';

/** The name of the operator created on first start. */
export const FIRST_OPERATOR_NAME = 'admin';
/** Key of the advisory lock that makes concurrent first starts create one administrator. */
const FIRST_OPERATOR_LOCK_KEY = 727_101;

export function isOperatorRole(value: string): value is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** Who changes an operator: a signed-in operator in the back office, or the system (first start, command line). */
export type Actor = { via: 'backoffice'; operator: OperatorContext } | { via: 'cli' | 'first-start' };

/**
 * The acting operator's id for the audit log, null for the system. An operator must be allowed
 * to manage operators (ForbiddenError otherwise): checked first, before anything is read or written.
 */
function authorize(actor: Actor): number | null {
  if (actor.via !== 'backoffice') return null;
  requirePermission(actor.operator, 'operators');
  return actor.operator.operatorId;
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

export interface OperatorDeps {
  db: Db;
  audit: AuditService;
  passwords: Passwords;
  now: () => Date;
}

/**
 * Managing back-office operators, from the back office (administrators) or the command line: their
 * own table and argon2id password hashes, apart from customers'. Signing in is OperatorSessionService's.
 */
export class OperatorService {
  constructor(private readonly deps: OperatorDeps) {}

  async list(actor: Actor): Promise<OperatorListItem[]> {
    authorize(actor);
    const rows = await repo.listOperators(this.deps.db);
    return rows.map((row) => ({ ...toOperator(row), status: row.status, createdAt: row.createdAt.getTime() }));
  }

  /** Creates an operator with a generated password, shown once to whoever created it. */
  async create(actor: Actor, rawName: string, role: OperatorRole): Promise<{ operator: Operator; password: string }> {
    const operatorId = authorize(actor);
    const { db, audit } = this.deps;
    const name = rawName.trim();
    const password = generatePassword();
    const passwordHash = await this.deps.passwords.hash(password);
    const row = await db.transaction(async (tx) => {
      const inserted = await repo.insertOperator(tx, { name, role, passwordHash });
      if (!inserted) throw new AppError(ErrorCode.usernameExists, 'An operator of that name already exists.');
      await audit.record(tx, {
        operatorId,
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
    const operatorId = authorize(actor);
    const { db, audit, now } = this.deps;
    return db.transaction(async (tx) => {
      const row = await this.lockOperator(tx, target);
      if (operatorId !== null && operatorId === row.id) {
        throw new AppError(ErrorCode.badParameters, 'You cannot disable yourself.');
      }
      const ended = await repo.revokeOperatorSessions(tx, row.id, null, now());
      if (row.status !== 'disabled') {
        await repo.setOperatorStatus(tx, row.id, 'disabled');
        await audit.record(tx, {
          operatorId,
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
    const operatorId = authorize(actor);
    const { db, audit, now } = this.deps;
    const password = generatePassword();
    const passwordHash = await this.deps.passwords.hash(password);
    const row = await db.transaction(async (tx) => {
      const found = await this.lockOperator(tx, target);
      await repo.setOperatorPassword(tx, found.id, passwordHash);
      const ended = await repo.revokeOperatorSessions(tx, found.id, null, now());
      await audit.record(tx, {
        operatorId,
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
  passwords: Passwords,
): Promise<{ name: string; password: string } | null> {
  if (await repo.anyOperator(db)) return null;
  const password = generatePassword();
  const passwordHash = await passwords.hash(password);
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
