import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref } from './columns.ts';

/** Back-office operators: not customers; their own passwords, roles and sessions. */
export const operators = pgTable(
  'operators',
  {
    id: id(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'reviewer', 'support'] }).notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_name_lower').on(sql`lower(${t.name})`)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: id(),
    operatorId: ref('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_hash').on(t.tokenHash),
    index('operator_sessions_operator').on(t.operatorId),
  ],
);

/** Every operator action: who, what, when, before and after. Append-only (a trigger refuses edits). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Null for actions of the system itself, such as the first administrator created at start. */
    operatorId: ref('operator_id').references(() => operators.id),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_operator').on(t.operatorId, t.id)],
);
