import { inArray } from 'drizzle-orm';
import { Money } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { params } from '../../db/schema.ts';

/** The parameters new lots take their terms from, and what they are where an operator removed one. */
export const NFT_PARAMS = {
  minIncrementPercent: { key: 'nftMinIncrementPercent', fallback: '5' },
  antiSnipingMinutes: { key: 'nftAntiSnipingMinutes', fallback: '5' },
  platformFeePercent: { key: 'nftPlatformFeePercent', fallback: '10' },
} as const;

export interface LotTerms {
  incrementRate: string;
  antiSnipingMinutes: number;
  feeRate: string;
}

function percentRate(value: string | undefined, fallback: string, max: string): string {
  const parsed = Money.parse(value ?? '') ?? Money.of(fallback);
  const bounded = parsed.isNegative() || parsed.gte(max) ? Money.of(fallback) : parsed;
  return bounded.dividedBy('100', 6, 'down').toString();
}

/** The terms a lot created now gets: read once, copied onto the lot (a later change applies to new lots). */
export async function currentTerms(tx: Db): Promise<LotTerms> {
  const keys = Object.values(NFT_PARAMS).map((p) => p.key);
  const rows = await tx.select().from(params).where(inArray(params.key, keys));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const { minIncrementPercent, antiSnipingMinutes, platformFeePercent } = NFT_PARAMS;
  const increment = percentRate(value(minIncrementPercent.key), minIncrementPercent.fallback, '100');
  const minutes = Number.parseInt(value(antiSnipingMinutes.key) ?? '', 10);
  return {
    incrementRate: Money.of(increment).isPositive() ? increment : '0.05',
    antiSnipingMinutes: Number.isInteger(minutes) && minutes >= 0 && minutes <= 60 ? minutes : 5,
    feeRate: percentRate(value(platformFeePercent.key), platformFeePercent.fallback, '100'),
  };
}
