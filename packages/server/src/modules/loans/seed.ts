import type { Db } from '../../db/client.ts';
import { loanProducts } from '../../db/schema.ts';

/**
 * The catalogue's loan products. The specification shows neither the rates nor the interest-free
 * days nor the limits, only that a verified customer may borrow more: these are the platform's
 * starting parameters, which administrators change in the back office.
 */
export const LOAN_PRODUCT_SEEDS = [
  {
    slug: 'loan-7',
    days: 7,
    dailyRate: '0.0005',
    interestFreeDays: 3,
    minAmount: '100',
    maxAmount: '2000',
    verifiedMaxAmount: '10000',
  },
  {
    slug: 'loan-30',
    days: 30,
    dailyRate: '0.0004',
    interestFreeDays: 7,
    minAmount: '100',
    maxAmount: '5000',
    verifiedMaxAmount: '50000',
  },
  {
    slug: 'loan-90',
    days: 90,
    dailyRate: '0.0003',
    interestFreeDays: 10,
    minAmount: '500',
    maxAmount: '10000',
    verifiedMaxAmount: '100000',
  },
] as const;

/** Adds the catalogue's products that do not exist yet (by slug); an operator's changes are kept. */
export async function seedLoanProducts(db: Db): Promise<void> {
  const rows = LOAN_PRODUCT_SEEDS.map((product, index) => ({ ...product, status: 'open' as const, sortOrder: index }));
  await db.insert(loanProducts).values(rows).onConflictDoNothing();
}
