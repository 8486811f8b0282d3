import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NftSort, NftStatus } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { useErrorMessage } from '../../api/messages.ts';
import { paths } from '../../config/paths.ts';
import { formatMoney } from '../../lib/decimal.ts';
import { useSession } from '../../lib/session.ts';
import { PageError, PageLoading } from '../../ui/PageState.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { MARKET_PAGE_SIZE, useNftMarket } from './api/list-nft.ts';
import { useNftLive } from './api/live.ts';
import { NftCard } from './components/NftCard.tsx';
import './nfts.css';

const STATUSES: readonly (NftStatus | 'all')[] = ['all', 'live', 'upcoming', 'ended', 'sold'];
const SORTS: readonly NftSort[] = ['ending', 'price_asc', 'price_desc'];

/** The status filter and the sort. */
function MarketControls(props: {
  status: NftStatus | 'all';
  sort: NftSort;
  onStatus: (status: NftStatus | 'all') => void;
  onSort: (sort: NftSort) => void;
}) {
  const { t } = useTranslation('nfts');
  const { status, sort, onStatus, onSort } = props;
  return (
    <div className="nfts__controls">
      <div className="nfts__filters" role="group" aria-label={t('filter')}>
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className={`chip${status === s ? ' chip--active' : ''}`}
            aria-pressed={status === s}
            onClick={() => {
              onStatus(s);
            }}
          >
            {s === 'all' ? t('all') : t(`status.${s}`)}
          </button>
        ))}
      </div>
      <label className="nfts__sort">
        <span className="muted">{t('sortBy')}</span>
        <select
          value={sort}
          onChange={(event) => {
            onSort(event.target.value as NftSort);
          }}
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sort.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** /nfts: the charity NFT market (visitors too), filtered and sorted, paged, moved live by every bid. */
export default function NftsPage() {
  const { t } = useTranslation('nfts');
  const describe = useErrorMessage();
  const { loggedIn } = useSession();
  const [status, setStatus] = useState<NftStatus | 'all'>('all');
  const [sort, setSort] = useState<NftSort>('ending');
  const [page, setPage] = useState(1);
  const market = useNftMarket({ status: status === 'all' ? undefined : status, sort, page });
  useNftLive();
  const data = market.data;
  return (
    <section className="page nfts">
      <header className="nfts__head">
        <div>
          <h1>{t('title')}</h1>
          <p className="muted">{t('intro')}</p>
          <p className="muted">{t('custody')}</p>
        </div>
        <div className="nfts__donation card">
          <span className="muted">{t('platformDonation')}</span>
          <strong className="num" data-testid="nft-platform-donation">
            {data ? `${formatMoney(data.platformDonation)} ${ACCOUNT_CURRENCY}` : '…'}
          </strong>
          {loggedIn && (
            <Link to={paths.myNfts} className="btn btn--secondary btn--small">
              {t('mine.title')}
            </Link>
          )}
        </div>
      </header>
      <MarketControls
        status={status}
        sort={sort}
        onStatus={(next) => {
          setStatus(next);
          setPage(1);
        }}
        onSort={(next) => {
          setSort(next);
          setPage(1);
        }}
      />
      {market.isPending ? (
        <PageLoading />
      ) : market.isError ? (
        <PageError message={describe(market.error)} onRetry={() => void market.refetch()} />
      ) : market.data.list.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <div className="nfts__grid">
          {market.data.list.map((nft) => (
            <NftCard key={nft.id} nft={nft} />
          ))}
        </div>
      )}
      <Pager
        page={page}
        pages={Math.ceil((data?.total ?? 0) / MARKET_PAGE_SIZE)}
        onPage={setPage}
        labels={{
          name: t('pages'),
          previous: t('previous'),
          next: t('next'),
          position: t('pageOf', { page, pages: Math.ceil((data?.total ?? 0) / MARKET_PAGE_SIZE) }),
        }}
      />
    </section>
  );
}
