import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyNft } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { useErrorMessage } from '../../api/messages.ts';
import { nftPath, paths } from '../../config/paths.ts';
import { formatMoney } from '../../lib/decimal.ts';
import { formatTime } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { PageError, PageLoading } from '../../ui/PageState.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { MY_PAGE_SIZE, useMyNfts } from './api/list-my-nft.ts';
import { useNftLive } from './api/live.ts';
import { TimeLeft } from './components/TimeLeft.tsx';
import './nfts.css';

/** One of the customer's NFTs: what it is to them, what is held, and the donation receipt of a purchase. */
function MyNftRow({ item }: { item: MyNft }) {
  const { t, i18n } = useTranslation('nfts');
  const money = (value: string) => `${formatMoney(value)} ${ACCOUNT_CURRENCY}`;
  const { nft, receipt } = item;
  return (
    <li className="nft-mine card" data-testid="my-nft">
      <img src={nft.image} alt="" width={96} height={96} className="nft-mine__image" />
      <div className="nft-mine__body">
        <Link to={nftPath(nft.id)}>
          <strong>{nft.name}</strong>
        </Link>
        <span className={`nft-relation nft-relation--${item.relation}`}>{t(`mine.relation.${item.relation}`)}</span>
        <dl className="nft-facts nft-facts--compact">
          {item.yourBid !== null && (
            <div>
              <dt>{t('mine.yourBid')}</dt>
              <dd className="num">{money(item.yourBid)}</dd>
            </div>
          )}
          {item.relation === 'bidding' && (
            <div>
              <dt>{t('mine.held')}</dt>
              <dd className="num" data-testid="my-nft-held">
                {money(item.held)}
              </dd>
            </div>
          )}
          {item.relation === 'bidding' && (
            <div>
              <dt>{t('timeLeft')}</dt>
              <dd>
                <TimeLeft nft={nft} />
              </dd>
            </div>
          )}
        </dl>
        {receipt && (
          <div className="nft-receipt" data-testid="nft-receipt">
            <strong>{t('receipt.title')}</strong>
            <span>{t('receipt.number', { number: receipt.receiptNo })}</span>
            <span>{t('receipt.paid', { price: money(receipt.price) })}</span>
            <span>{t('receipt.donation', { amount: money(receipt.charityAmount) })}</span>
            <span className="muted">{formatTime(receipt.time, i18n.language)}</span>
          </div>
        )}
      </div>
    </li>
  );
}

/** /profile/nfts: the customer's NFTs (owned, active bids with held amounts, lost) and donation receipts. */
export default function MyNftsPage() {
  const { t } = useTranslation('nfts');
  const describe = useErrorMessage();
  const { loggedIn } = useSession();
  const [page, setPage] = useState(1);
  const mine = useMyNfts(page);
  useNftLive();
  if (!loggedIn) {
    return (
      <section className="page nfts">
        <h1>{t('mine.title')}</h1>
        <Link className="btn btn--primary" to={paths.login}>
          {t('bid.signIn')}
        </Link>
      </section>
    );
  }
  const pages = Math.ceil((mine.data?.total ?? 0) / MY_PAGE_SIZE);
  return (
    <section className="page nfts">
      <h1>{t('mine.title')}</h1>
      <p className="muted">{t('custody')}</p>
      {mine.isPending ? (
        <PageLoading />
      ) : mine.isError ? (
        <PageError message={describe(mine.error)} onRetry={() => void mine.refetch()} />
      ) : mine.data.list.length === 0 ? (
        <div className="nft-mine-empty">
          <p className="muted">{t('mine.empty')}</p>
          <Link className="btn btn--secondary" to={paths.nfts}>
            {t('mine.browse')}
          </Link>
        </div>
      ) : (
        <ul className="nft-mine-list">
          {mine.data.list.map((item) => (
            <MyNftRow key={item.nft.id} item={item} />
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        onPage={setPage}
        labels={{ name: t('pages'), previous: t('previous'), next: t('next'), position: t('pageOf', { page, pages }) }}
      />
    </section>
  );
}
