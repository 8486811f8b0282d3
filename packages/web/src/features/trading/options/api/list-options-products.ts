import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionsEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../../api/client.ts';
import { OPTIONS_KEY } from './keys.ts';

/** The periods on offer, each with its payout rate and stake limits, shortest first. */
export async function fetchOptionsProducts() {
  const products = await call(optionsEndpoints.listOptionsProducts);
  return [...products].sort((a, b) => a.periodSeconds - b.periodSeconds);
}

/** Operators change terms rarely; a refusal for a stale product (10014, 10017) refetches it at once. */
export const optionsProductsQuery = () =>
  queryOptions({ queryKey: [OPTIONS_KEY, 'products'], queryFn: fetchOptionsProducts, staleTime: 5 * 60_000 });

export const useOptionsProducts = () => useQuery(optionsProductsQuery());
