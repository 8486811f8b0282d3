import { useMemo } from 'react';
import { SERIES_POINTS } from '@tp/contract/constants';
import type { MarketItem, MarketType } from '@tp/contract';
import { livePrices } from '../../api/socket.ts';
import { useStore } from '../../lib/store.ts';
import { useMarketList } from './api/list-market.ts';

/** Series extended with the socket's prices since the list loaded, kept to the last 100 points. */
const extended = new Map<string, number[]>();

/** The market list of a type with the live socket's prices and changes laid over it. */
export function useLiveMarkets(type: MarketType) {
  const query = useMarketList(type);
  const live = useStore(livePrices);
  const items = useMemo<MarketItem[]>(() => {
    const latest = new Map(live.map((price) => [price.code, price]));
    return (query.data ?? []).map((item) => {
      const price = latest.get(item.code);
      if (!price) return item;
      const series = extended.get(item.code) ?? [...item.hundred];
      if (series.at(-1) !== price.price) series.push(price.price);
      if (series.length > SERIES_POINTS) series.splice(0, series.length - SERIES_POINTS);
      extended.set(item.code, series);
      return { ...item, price: price.price, zdf: price.zdf, hundred: [...series] };
    });
  }, [query.data, live]);
  return { ...query, items };
}
