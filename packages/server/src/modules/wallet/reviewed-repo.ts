import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { WalletStatus } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { deposits, operators, users, withdrawals } from '../../db/schema.ts';

/**
 * What deposits and withdrawals share as reviewed records: the owner's paged list, the operators'
 * queues (oldest first, with the customer's and reviewer's names) and the claim that settles two
 * operators deciding at once. SQL only: the transaction first; customer reads filter by owner.
 */
type ReviewedTable = typeof deposits | typeof withdrawals;

const reviewer = alias(operators, 'reviewer');
const completer = alias(operators, 'completer');

/** `completedBy`: the column naming the operator who completed a record, where the kind has one. */
export function reviewedRecords<Table extends ReviewedTable>(table: Table, completedBy?: AnyPgColumn) {
  type Row = Table['$inferSelect'];
  type Update = Partial<Omit<Table['$inferInsert'], 'id' | 'userId'>>;
  type ReviewRow = Row & { username: string; reviewerName: string | null; completerName: string | null };
  // Drizzle cannot type a query over a table chosen at run time; both tables share these columns.
  const records = table as typeof deposits;

  const statusIs = (status: WalletStatus | undefined): SQL | undefined =>
    status === undefined ? undefined : eq(records.status, status);

  async function selectForReview(tx: Db, where: SQL | undefined, limit: number, offset: number): Promise<ReviewRow[]> {
    const rows = await tx
      .select({ record: records, username: users.username, reviewerName: reviewer.name, completerName: completer.name })
      .from(records)
      .innerJoin(users, eq(users.id, records.userId))
      .leftJoin(reviewer, eq(reviewer.id, records.reviewedBy))
      .leftJoin(completer, completedBy ? eq(completer.id, completedBy) : sql`false`)
      .where(where)
      .orderBy(asc(records.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => ({
      ...(row.record as Row),
      username: row.username,
      reviewerName: row.reviewerName,
      completerName: row.completerName,
    }));
  }

  return {
    listOwn: (tx: Db, userId: number, limit: number, offset: number): Promise<Row[]> =>
      tx.select().from(records).where(eq(records.userId, userId)).orderBy(desc(records.id)).limit(limit).offset(offset),
    countOwn: async (tx: Db, userId: number): Promise<number> => {
      const rows = await tx.select({ n: count() }).from(records).where(eq(records.userId, userId));
      return rows[0]?.n ?? 0;
    },
    /** A queue of one status, or of every status when none is given: oldest first. */
    byStatus: (tx: Db, status: WalletStatus | undefined, limit: number, offset: number): Promise<ReviewRow[]> =>
      selectForReview(tx, statusIs(status), limit, offset),
    countByStatus: async (tx: Db, status: WalletStatus | undefined): Promise<number> => {
      const rows = await tx.select({ n: count() }).from(records).where(statusIs(status));
      return rows[0]?.n ?? 0;
    },
    forReview: async (tx: Db, id: number): Promise<ReviewRow | undefined> =>
      (await selectForReview(tx, eq(records.id, id), 1, 0))[0],
    /**
     * Claims a record for a decision: the conditional update locks the row, and of two operators
     * deciding at once the second finds the status changed and claims nothing. `set` carries the
     * decision itself where the record's CHECK constraints allow it in one step.
     */
    claim: async (tx: Db, id: number, from: WalletStatus, set: Update): Promise<Row | undefined> => {
      const rows = await tx
        .update(records)
        .set(set as Partial<typeof deposits.$inferInsert>)
        .where(and(eq(records.id, id), eq(records.status, from)))
        .returning();
      return rows[0];
    },
    update: async (tx: Db, id: number, set: Update): Promise<void> => {
      await tx.update(records).set(set).where(eq(records.id, id));
    },
  };
}
