import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandlePeriod } from '@tp/contract';
import { marketEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';

/** Candles a chart loads: enough to fill a wide screen. */
export const CHART_CANDLES = 300;

export const fetchCandles = (code: string, period: CandlePeriod) =>
  call(marketEndpoints.getKValueByCodeAndDate, { query: { code, period, limit: CHART_CANDLES } });

export const candlesQuery = (code: string, period: CandlePeriod) =>
  queryOptions({ queryKey: ['candles', code, period], queryFn: () => fetchCandles(code, period), staleTime: 30_000 });

export const useCandles = (code: string, period: CandlePeriod) => useQuery(candlesQuery(code, period));
