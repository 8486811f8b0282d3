import type { Db } from '../../db/client.ts';
import { smartProducts, smartProductTerms } from '../../db/schema.ts';
import { FLEXIBLE_NAMES, FORFEITS_EARNINGS_DISCLOSURE, GROWTH_NAMES, KEEPS_EARNINGS_DISCLOSURE } from './seed-text.ts';

/**
 * The catalogue's smart products. Rates are what a fixed-term deposit in USDT pays a day (0.02 %
 * a day is 7.3 % a year, simple): the platform pays them from its own account, so they are sized
 * to be kept, not to attract.
 */
export const SMART_PRODUCT_SEEDS = [
  {
    slug: 'usdt-fixed',
    names: FLEXIBLE_NAMES,
    disclosures: KEEPS_EARNINGS_DISCLOSURE,
    minAmount: '100',
    maxAmount: '50000',
    earlyExitRate: '0.02',
    exitForfeitsEarnings: false,
    quota: null,
    terms: [
      { days: 7, dailyRate: '0.00015' },
      { days: 30, dailyRate: '0.0002' },
      { days: 90, dailyRate: '0.00025' },
    ],
  },
  {
    slug: 'usdt-long-term',
    names: GROWTH_NAMES,
    disclosures: FORFEITS_EARNINGS_DISCLOSURE,
    minAmount: '500',
    maxAmount: '200000',
    earlyExitRate: '0.05',
    exitForfeitsEarnings: true,
    quota: '5000000',
    terms: [
      { days: 180, dailyRate: '0.0003' },
      { days: 365, dailyRate: '0.00035' },
    ],
  },
] as const;

/**
 * Adds the catalogue's products that do not exist yet (by slug), with their terms; products an
 * operator changed or closed are kept as they are. Safe to run at every start, on every node.
 */
export async function seedSmartProducts(db: Db): Promise<void> {
  for (const [index, { terms, ...product }] of SMART_PRODUCT_SEEDS.entries()) {
    const inserted = await db
      .insert(smartProducts)
      .values({ ...product, status: 'open', sortOrder: index })
      .onConflictDoNothing()
      .returning({ id: smartProducts.id });
    const productId = inserted[0]?.id;
    if (productId !== undefined) {
      await db.insert(smartProductTerms).values(terms.map((term) => ({ productId, ...term })));
    }
  }
}
