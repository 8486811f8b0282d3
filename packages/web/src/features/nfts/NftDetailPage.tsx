import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NftDetail } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { useErrorMessage } from '../../api/messages.ts';
import { paths } from '../../config/paths.ts';
import { formatMoney } from '../../lib/decimal.ts';
import { PageError, PageLoading } from '../../ui/PageState.tsx';
import { useNft } from './api/get-nft.ts';
import { useNftLive } from './api/live.ts';
import { BidHistory } from './components/BidHistory.tsx';
import { BidPanel } from './components/BidPanel.tsx';
import { CopyValue } from './components/CopyValue.tsx';
import { TimeLeft } from './components/TimeLeft.tsx';
import { charityPart, feePercent, percentOf, shownPrice } from './rules.ts';
import './nfts.css';

/** The auction's rules in plain words, from the lot's own terms. */
function Rules({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation('nfts');
  const share = percentOf(nft.charityShare);
  return (
    <section className="nft-rules card" aria-labelledby="nft-rules-title">
      <h2 id="nft-rules-title">{t('rules.title')}</h2>
      <ul>
        <li>{t('rules.start', { price: formatMoney(nft.startPrice) })}</li>
        <li>{t('rules.increment', { percent: percentOf(nft.incrementRate) })}</li>
        <li>{t('rules.hold')}</li>
        <li>{t('rules.antiSniping', { minutes: nft.antiSnipingMinutes })}</li>
        {nft.buyNowPrice !== null && <li>{t('rules.buyNow', { price: formatMoney(nft.buyNowPrice) })}</li>}
        <li>{t('rules.end')}</li>
        <li>{t('rules.split', { share, fee: feePercent(nft) })}</li>
        <li>{t('rules.custody')}</li>
      </ul>
    </section>
  );
}

/** The lot's figures: price, minimum next bid, buy now, time left, the charity's part. */
function Figures({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation('nfts');
  const price = shownPrice(nft);
  const money = (value: string) => `${formatMoney(value)} ${ACCOUNT_CURRENCY}`;
  return (
    <dl className="nft-facts">
      <div>
        <dt>{nft.currentBid === null ? t('startPrice') : t('currentBid')}</dt>
        <dd className="num" data-testid="nft-current">
          {money(price)}
        </dd>
      </div>
      <div>
        <dt>{t('minNextBid')}</dt>
        <dd className="num" data-testid="nft-min-next">
          {money(nft.minNextBid)}
        </dd>
      </div>
      <div>
        <dt>{t('buyNow')}</dt>
        <dd className="num">{nft.buyNowPrice === null ? '—' : money(nft.buyNowPrice)}</dd>
      </div>
      <div>
        <dt>{t('timeLeft')}</dt>
        <dd>
          <TimeLeft nft={nft} />
        </dd>
      </div>
      <div>
        <dt>{t('toCharityAt', { percent: percentOf(nft.charityShare) })}</dt>
        <dd className="num">{money(charityPart(nft, price))}</dd>
      </div>
    </dl>
  );
}

/** /nfts/:id: the picture large, the token's metadata, the live figures, the rules, bidding and the bid history. */
export default function NftDetailPage() {
  const { t } = useTranslation('nfts');
  const describe = useErrorMessage();
  const id = Number(useParams().id);
  const query = useNft(id);
  useNftLive();
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError message={describe(query.error)} onRetry={() => void query.refetch()} />;
  const nft = query.data;
  return (
    <section className="page nft-detail">
      <Link to={paths.nfts} className="muted">
        {t('back')}
      </Link>
      <div className="nft-detail__main">
        <img className="nft-detail__image" src={nft.image} alt={nft.name} width={400} height={400} />
        <div className="nft-detail__side card">
          <h1>{nft.name}</h1>
          <p className="muted">
            {t('by', { creator: nft.creator })} · {nft.collectionName}
          </p>
          <dl className="nft-facts">
            <div>
              <dt>{t('chain')}</dt>
              <dd>{nft.chain}</dd>
            </div>
            <CopyValue label={t('contractAddress')} value={nft.contractAddress} />
            <CopyValue label={t('tokenId')} value={nft.tokenId} />
          </dl>
          <p className="muted nft-detail__custody">{t('custody')}</p>
          <Figures nft={nft} />
          <BidPanel nft={nft} />
        </div>
      </div>
      <div className="nft-detail__more">
        <Rules nft={nft} />
        <BidHistory bids={nft.bids} />
      </div>
    </section>
  );
}
