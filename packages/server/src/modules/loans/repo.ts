import { and, asc, count, desc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { LoanStatus } from '@tp/contract';
import { queryRows, type Db } from '../../db/client.ts';
import { files, loanCollections, loanProducts, loans, users } from '../../db/schema.ts';

/** SQL only for loans: every function takes the transaction (or the database) first; customer reads filter by owner. */

export type LoanProductRow = typeof loanProducts.$inferSelect;
export type LoanRow = typeof loans.$inferSelect;
export type NewLoan = typeof loans.$inferInsert;
/** A loan without its agreement's bytes: what lists and decisions read. */
export type LoanSummary = Omit<LoanRow, 'agreementPdf'>;
export type NewCollection = typeof loanCollections.$inferInsert;

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the bytes are left out of every list
const { agreementPdf, ...summaryColumns } = getTableColumns(loans);

// ---------------------------------------------------------------------------------------------
// Products

export async function listProducts(tx: Db): Promise<LoanProductRow[]> {
  return tx.select().from(loanProducts).orderBy(asc(loanProducts.sortOrder), asc(loanProducts.id));
}

export async function findProduct(tx: Db, id: number): Promise<LoanProductRow | undefined> {
  const rows = await tx.select().from(loanProducts).where(eq(loanProducts.id, id));
  return rows[0];
}

export async function updateProduct(
  tx: Db,
  id: number,
  row: Partial<typeof loanProducts.$inferInsert>,
): Promise<LoanProductRow | undefined> {
  const rows = await tx
    .update(loanProducts)
    .set({ ...row, updatedAt: sql`now()` })
    .where(eq(loanProducts.id, id))
    .returning();
  return rows[0];
}

// ---------------------------------------------------------------------------------------------
// The customer and their signature

export async function kycStatusOf(tx: Db, userId: number): Promise<string | undefined> {
  const rows = await tx.select({ kycStatus: users.kycStatus }).from(users).where(eq(users.id, userId));
  return rows[0]?.kycStatus;
}

/** The customer's own uploaded image; another customer's id reads exactly like an unknown one. */
export async function findOwnImage(
  tx: Db,
  userId: number,
  id: string,
): Promise<{ mediaType: string; bytes: Uint8Array } | undefined> {
  const rows = await tx
    .select({ mediaType: files.mediaType, bytes: files.bytes })
    .from(files)
    .where(and(eq(files.id, id), eq(files.userId, userId)));
  return rows[0];
}

// ---------------------------------------------------------------------------------------------
// Loans

/** A new loan's id, taken before its agreement is written so that the agreement can cite it. */
export async function nextLoanId(tx: Db): Promise<number> {
  const rows = await queryRows<{ id: number | string }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('loans', 'id')) as id`,
  );
  const id = Number(rows[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error('no loan id');
  return id;
}

export async function insertLoan(tx: Db, row: NewLoan): Promise<LoanSummary> {
  const rows = await tx.insert(loans).values(row).returning(summaryColumns);
  if (!rows[0]) throw new Error('loan insert returned nothing');
  return rows[0];
}

export async function hasOpenLoan(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.userId, userId), inArray(loans.status, ['pending', 'repaying', 'expired'])));
  return rows.length > 0;
}

export async function hasOverdueLoan(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.status, 'expired')));
  return rows.length > 0;
}

/** Which of these customers have a loan overdue (collected at maturity without enough cash). */
export async function withOverdueLoans(tx: Db, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ userId: loans.userId })
    .from(loans)
    .where(and(inArray(loans.userId, [...userIds]), eq(loans.status, 'expired')));
  return new Set(rows.map((row) => row.userId));
}

/** The customer's own loan; locked FOR UPDATE (waiting for a decision or a maturity that holds it) when it is to change. */
export async function findOwnLoan(tx: Db, userId: number, id: number, lock: boolean): Promise<LoanSummary | undefined> {
  const query = tx
    .select(summaryColumns)
    .from(loans)
    .where(and(eq(loans.id, id), eq(loans.userId, userId)));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

/** The owner's agreement, the bytes stored at signing. */
export async function ownAgreement(tx: Db, userId: number, id: number): Promise<Uint8Array | undefined> {
  const rows = await tx
    .select({ pdf: loans.agreementPdf })
    .from(loans)
    .where(and(eq(loans.id, id), eq(loans.userId, userId)));
  return rows[0]?.pdf;
}

export async function listOwnLoans(tx: Db, userId: number, limit: number, offset: number): Promise<LoanSummary[]> {
  return tx
    .select(summaryColumns)
    .from(loans)
    .where(eq(loans.userId, userId))
    .orderBy(desc(loans.id))
    .limit(limit)
    .offset(offset);
}

export async function countOwnLoans(tx: Db, userId: number): Promise<number> {
  const rows = await tx.select({ n: count() }).from(loans).where(eq(loans.userId, userId));
  return rows[0]?.n ?? 0;
}

/** Any customer's loan, for operators; locked when it is to be decided. */
export async function findLoan(tx: Db, id: number, lock: boolean): Promise<LoanSummary | undefined> {
  const query = tx.select(summaryColumns).from(loans).where(eq(loans.id, id));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export async function listLoans(
  tx: Db,
  status: LoanStatus | undefined,
  limit: number,
  offset: number,
): Promise<(LoanSummary & { username: string })[]> {
  return tx
    .select({ ...summaryColumns, username: users.username })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.userId))
    .where(status ? eq(loans.status, status) : undefined)
    .orderBy(status === 'pending' ? asc(loans.id) : desc(loans.id))
    .limit(limit)
    .offset(offset);
}

export async function countLoans(tx: Db, status: LoanStatus | undefined): Promise<number> {
  const rows = await tx
    .select({ n: count() })
    .from(loans)
    .where(status ? eq(loans.status, status) : undefined);
  return rows[0]?.n ?? 0;
}

export async function usernameOf(tx: Db, userId: number): Promise<string> {
  const rows = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return rows[0]?.username ?? '';
}

/** Changes a locked loan; the row as it is after. */
export async function updateLoan(tx: Db, id: number, change: Partial<NewLoan>): Promise<LoanSummary> {
  const rows = await tx.update(loans).set(change).where(eq(loans.id, id)).returning(summaryColumns);
  if (!rows[0]) throw new Error(`no loan ${id}`);
  return rows[0];
}

/** Repaying loans due at `now`, oldest due first, locked; loans another node holds are skipped. */
export async function claimDue(tx: Db, now: Date, limit: number): Promise<LoanSummary[]> {
  return tx
    .select(summaryColumns)
    .from(loans)
    .where(and(eq(loans.status, 'repaying'), lte(loans.dueTime, now)))
    .orderBy(asc(loans.dueTime), asc(loans.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Records a collection; false when this loan's collection of that kind and day exists already. */
export async function insertCollection(tx: Db, row: NewCollection): Promise<boolean> {
  const rows = await tx
    .insert(loanCollections)
    .values(row)
    .onConflictDoNothing()
    .returning({ loanId: loanCollections.loanId });
  return rows.length > 0;
}
