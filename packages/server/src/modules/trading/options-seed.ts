import type { Db } from '../../db/client.ts';
import { optionsProducts } from '../../db/schema.ts';

/** The option periods customers can buy: payout rate is the profit on a win as a fraction of the stake. */
export const OPTIONS_PRODUCT_SEEDS = [
  { periodSeconds: 30, payoutRate: '0.85', minStake: '10', maxStake: '10000' },
  { periodSeconds: 60, payoutRate: '0.85', minStake: '10', maxStake: '10000' },
  { periodSeconds: 120, payoutRate: '0.82', minStake: '10', maxStake: '10000' },
  { periodSeconds: 300, payoutRate: '0.80', minStake: '10', maxStake: '10000' },
] as const;

/**
 * Adds the catalogue's products that do not exist yet (one per period); terms an operator changed,
 * and products an operator disabled, are kept. Safe to run at every start, on every node.
 */
export async function seedOptionsProducts(db: Db): Promise<void> {
  await db
    .insert(optionsProducts)
    .values(OPTIONS_PRODUCT_SEEDS.map((seed, index) => ({ ...seed, enabled: true, sortOrder: index })))
    .onConflictDoNothing();
}
