import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OptionsProduct } from '@tp/contract';
import { get } from '../../../../api/client.ts';
import { INDEX_API, OPTIONS_KEY } from './paths.ts';

/** The periods on offer, each with its payout rate and stake limits, shortest first. */
export async function fetchOptionsProducts(): Promise<OptionsProduct[]> {
  const { result } = await get<OptionsProduct[]>(`${INDEX_API}/listOptionsProducts`);
  return [...result].sort((a, b) => a.periodSeconds - b.periodSeconds);
}

/** Operators change terms rarely; a refusal for a stale product (10014, 10017) refetches it at once. */
export const optionsProductsQuery = () =>
  queryOptions({ queryKey: [OPTIONS_KEY, 'products'], queryFn: fetchOptionsProducts, staleTime: 5 * 60_000 });

export const useOptionsProducts = () => useQuery(optionsProductsQuery());
