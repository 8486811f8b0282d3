import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MarketInfo, MarketItem } from '@tp/contract';
import { MarketType } from '@tp/contract/constants';
import { currencyPath } from '../../config/paths.ts';
import { isMobileDevice } from '../../lib/device.ts';
import { Change } from '../../ui/Change.tsx';
import { Choices } from '../../ui/Choices.tsx';
import { Price } from '../../ui/Num.tsx';
import { PageError, PageLoading } from '../../ui/PageState.tsx';
import { useMarketInfo } from './api/market-info.ts';
import { useWatchlist } from './api/watchlist.ts';
import { InstrumentSummary } from './components/InstrumentSummary.tsx';
import { useLiveMarkets } from './useLiveMarkets.ts';
import './market.css';

const PriceChart = lazy(() => import('./components/PriceChart.tsx'));
const TYPES = [
  ['forex', MarketType.forex],
  ['crypto', MarketType.crypto],
  ['stocks', MarketType.stocks],
  ['futures', MarketType.futures],
  ['etf', MarketType.etf],
] as const;

/** What the page shows below an instrument's chart: the route composes it (the trade desk). */
export type TradeArea = (info: MarketInfo) => ReactNode;

function Selected({ id, tradeArea }: { id: number; tradeArea: TradeArea }) {
  const info = useMarketInfo(id);
  if (!info.data) return <PageLoading />;
  return (
    <div className="market__detail">
      <InstrumentSummary info={info.data} />
      <Suspense fallback={<PageLoading />}>
        <PriceChart code={info.data.code} precision={info.data.precision} />
      </Suspense>
      {tradeArea(info.data)}
    </div>
  );
}

/** The five markets as tabs. */
function MarketTabs({ type, onType }: { type: MarketType; onType: (type: MarketType) => void }) {
  const { t } = useTranslation('market');
  return (
    <Choices
      role="tablist"
      className="tabs"
      label={t('types')}
      options={TYPES}
      value={TYPES.find(([, value]) => value === type) ?? null}
      onChange={([, value]) => {
        onType(value);
      }}
    >
      {([key]) => t(`typeNames.${key}`)}
    </Choices>
  );
}

/** The search by code or name, and the switch that shows the watchlist only. */
function MarketFilters({
  search,
  onSearch,
  watchOnly,
  onWatchOnly,
}: {
  search: string;
  onSearch: (search: string) => void;
  watchOnly: boolean;
  onWatchOnly: (watchOnly: boolean) => void;
}) {
  const { t } = useTranslation('market');
  return (
    <div className="market__filters">
      <input
        type="search"
        className="search"
        placeholder={t('search')}
        aria-label={t('search')}
        value={search}
        onChange={(event) => {
          onSearch(event.target.value);
        }}
      />
      <button
        type="button"
        className={`chip${watchOnly ? ' is-active' : ''}`}
        aria-pressed={watchOnly}
        onClick={() => {
          onWatchOnly(!watchOnly);
        }}
      >
        ★ {t('watchlist')}
      </button>
    </div>
  );
}

/** One instrument of the list: its watch star, and the row that opens it. */
function MarketRow({
  item,
  active,
  watched,
  onWatch,
  onOpen,
}: {
  item: MarketItem;
  active: boolean;
  watched: boolean;
  onWatch: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation('market');
  return (
    <li className={active ? 'is-active' : undefined}>
      <button
        type="button"
        className="market__watch"
        aria-pressed={watched}
        aria-label={t('watch', { code: item.code })}
        onClick={onWatch}
      >
        {watched ? '★' : '☆'}
      </button>
      <button type="button" className="market__row" data-testid={`market-row-${item.code}`} onClick={onOpen}>
        <img src={item.logo} alt="" width={24} height={24} loading="lazy" />
        <span className="market__code">
          <strong>{item.code}</strong>
          <small>{item.appName}</small>
        </span>
        <Price value={item.price} precision={item.precision} />
        <Change value={item.zdf} className="change--pill" />
      </button>
    </li>
  );
}

/**
 * /market: the five markets in tabs, search, watchlist, and the chosen instrument's chart with
 * the trade area the route puts under it.
 */
export default function MarketPage({ tradeArea }: { tradeArea: TradeArea }) {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const [type, setType] = useState<MarketType>(MarketType.crypto);
  const [search, setSearch] = useState('');
  const [watchOnly, setWatchOnly] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const watchlist = useWatchlist();
  const { items, isPending, isError, refetch } = useLiveMarkets(type);
  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return items.filter(
      (item) =>
        (!watchOnly || watchlist.isWatched(item.code)) &&
        (!needle || item.code.toLowerCase().includes(needle) || item.appName.toLowerCase().includes(needle)),
    );
  }, [items, search, watchOnly, watchlist]);
  const chosen = selected ?? visible[0]?.id ?? null;
  const open = (item: MarketItem) => {
    if (isMobileDevice) void navigate(currencyPath(item));
    else setSelected(item.id);
  };
  return (
    <div className="page market">
      <div className="market__list">
        <MarketTabs
          type={type}
          onType={(next) => {
            setType(next);
            setSelected(null);
          }}
        />
        <MarketFilters search={search} onSearch={setSearch} watchOnly={watchOnly} onWatchOnly={setWatchOnly} />
        {isPending && <PageLoading />}
        {isError && (
          <PageError
            message={t('common.loadError')}
            onRetry={() => {
              void refetch();
            }}
          />
        )}
        {!isPending && visible.length === 0 && <p className="muted market__empty">{t('common.nothingFound')}</p>}
        <ul className="market__rows">
          {visible.map((item) => (
            <MarketRow
              key={item.id}
              item={item}
              active={item.id === chosen && !isMobileDevice}
              watched={watchlist.isWatched(item.code)}
              onWatch={() => {
                watchlist.toggle(item.code);
              }}
              onOpen={() => {
                open(item);
              }}
            />
          ))}
        </ul>
      </div>
      {!isMobileDevice && chosen !== null && <Selected id={chosen} tradeArea={tradeArea} />}
    </div>
  );
}
