import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client.ts';

export async function fetchParam(key: string): Promise<string> {
  return (await get<{ key: string; value: string }>(`/swx/customer/index/getParamByKey/${key}`)).result.value;
}

export const paramQuery = (key: string) =>
  queryOptions({ queryKey: ['param', key], queryFn: () => fetchParam(key), staleTime: 10 * 60_000 });

export const useParam = (key: string) => useQuery(paramQuery(key));
