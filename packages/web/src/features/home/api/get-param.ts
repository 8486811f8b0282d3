import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';

export async function fetchParam(key: string): Promise<string> {
  return (await call(contentEndpoints.getParamByKey, { params: { key } })).value;
}

export const paramQuery = (key: string) =>
  queryOptions({ queryKey: ['param', key], queryFn: () => fetchParam(key), staleTime: 10 * 60_000 });

export const useParam = (key: string) => useQuery(paramQuery(key));
