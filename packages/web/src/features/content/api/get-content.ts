import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';

export const fetchContent = (id: number) => call(contentEndpoints.getContentsById, { params: { id } });

export const contentQuery = (id: number) =>
  queryOptions({ queryKey: ['content', id], queryFn: () => fetchContent(id), staleTime: 5 * 60_000 });

export const useContent = (id: number | null) => useQuery({ ...contentQuery(id ?? 0), enabled: id !== null && id > 0 });
