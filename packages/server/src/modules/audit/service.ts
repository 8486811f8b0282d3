import type { z } from 'zod';
import type { auditPage } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { offsetOf } from '../../core/paging.ts';
import * as repo from './repo.ts';

/** One operator action, as the audit log keeps it. */
export interface AuditEntry {
  /** Who acted; null for the system itself (first start, the command line). */
  operatorId: number | null;
  /** What was done, as `<kind>.<verb>`: 'deposit.approve', 'param.update', 'operator.create' … */
  action: string;
  targetKind: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
}

export type AuditPage = z.infer<typeof auditPage>;

export const AUDIT_PAGE_SIZE = 50;

/**
 * Field names that never reach the log, at any depth, whoever passes them: passwords, password
 * hashes, session tokens and their hashes, secrets. (A transfer's `txHash` is not a secret and stays.)
 */
const SECRET_KEY = /password|secret|^token$|tokenhash|token_hash|^hash$/i;

/** A JSON copy of the value without secret fields; BigInts become strings, Dates ISO strings. */
export function scrub(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  // JSON.stringify answers undefined for a lone function or symbol, whatever its declared type says.
  const text = JSON.stringify(value, (key, v: unknown) => {
    if (key !== '' && SECRET_KEY.test(key)) return undefined;
    return typeof v === 'bigint' ? v.toString() : v;
  }) as string | undefined;
  return text === undefined ? null : (JSON.parse(text) as unknown);
}

/**
 * The audit log: who did what to which record, with the record before and after. Rows are only
 * ever added (a trigger refuses UPDATE and DELETE), and always inside the transaction that makes
 * the change they describe, so a change without its row, or a row without its change, cannot be.
 */
export class AuditService {
  constructor(private readonly db: Db) {}

  /** Adds one row, in the caller's transaction. */
  async record(tx: Db, entry: AuditEntry): Promise<number> {
    return repo.insertAudit(tx, {
      operatorId: entry.operatorId,
      action: entry.action,
      targetKind: entry.targetKind,
      targetId: entry.targetId === null ? null : String(entry.targetId),
      before: scrub(entry.before),
      after: scrub(entry.after),
    });
  }

  /** A page of the log, newest first, optionally one operator's actions only. */
  async list(page: number, operatorId?: number, pageSize = AUDIT_PAGE_SIZE): Promise<AuditPage> {
    const { rows, total } = await repo.listAudit(this.db, {
      operatorId,
      limit: pageSize,
      offset: offsetOf({ page, pageSize }),
    });
    return {
      list: rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() })),
      total,
      page,
      pageSize,
    };
  }
}
