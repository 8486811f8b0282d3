import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@tp/contract/constants';
import { presaleEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { PRESALE_KEY } from './keys.ts';

/** The live totals move as customers commit: asked for again every 15 s while the page is shown. */
const REFRESH_MS = 15_000;

export const presaleRoundsQuery = (language: Language) =>
  queryOptions({
    queryKey: [PRESALE_KEY, 'rounds', language],
    queryFn: () => call(presaleEndpoints.listPresale, { query: { lang: language, pageSize: '50' } }),
    refetchInterval: REFRESH_MS,
  });

export const usePresaleRounds = (language: Language) => useQuery(presaleRoundsQuery(language));
