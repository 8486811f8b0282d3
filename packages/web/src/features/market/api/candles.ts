import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Candle, CandlePeriod } from '@tp/contract';
import { get } from '../../../api/client.ts';

/** Candles a chart loads: enough to fill a wide screen. */
export const CHART_CANDLES = 300;

export async function fetchCandles(code: string, period: CandlePeriod): Promise<Candle[]> {
  return (
    await get<Candle[]>('/swx/customer/index/getKValueByCodeAndDate', { query: { code, period, limit: CHART_CANDLES } })
  ).result;
}

export const candlesQuery = (code: string, period: CandlePeriod) =>
  queryOptions({ queryKey: ['candles', code, period], queryFn: () => fetchCandles(code, period), staleTime: 30_000 });

export const useCandles = (code: string, period: CandlePeriod) => useQuery(candlesQuery(code, period));
