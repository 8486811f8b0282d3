import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type CustomerRow = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'email' | 'kycStatus' | 'status' | 'createdAt'
>;

const customerColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  kycStatus: users.kycStatus,
  status: users.status,
  createdAt: users.createdAt,
};

/** `%text%` for LIKE, with the wildcards of the text itself escaped. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Customers whose username or e-mail contains the query (any case), or whose id it is; every
 * customer, newest first, without a query.
 */
export async function searchCustomers(
  tx: Db,
  query: string,
  limit: number,
  offset: number,
): Promise<{ rows: CustomerRow[]; total: number }> {
  let where: SQL | undefined;
  if (query !== '') {
    const pattern = containing(query);
    const byText = or(ilike(users.username, pattern), ilike(users.email, pattern));
    const id = /^\d{1,15}$/.test(query) ? Number(query) : null;
    where = id === null ? byText : or(eq(users.id, id), byText);
  }
  const [rows, totals] = await Promise.all([
    tx.select(customerColumns).from(users).where(where).orderBy(desc(users.id)).limit(limit).offset(offset),
    tx.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findCustomer(tx: Db, id: number): Promise<CustomerRow | undefined> {
  const rows = await tx.select(customerColumns).from(users).where(eq(users.id, id));
  return rows[0];
}
