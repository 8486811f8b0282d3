import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentDetail } from '@tp/contract';
import { get } from '../../../api/client.ts';

export async function fetchContent(id: number): Promise<ContentDetail> {
  return (await get<ContentDetail>(`/swx/customer/index/getContentsById/${id}`)).result;
}

export const contentQuery = (id: number) =>
  queryOptions({ queryKey: ['content', id], queryFn: () => fetchContent(id), staleTime: 5 * 60_000 });

export const useContent = (id: number | null) => useQuery({ ...contentQuery(id ?? 0), enabled: id !== null && id > 0 });
