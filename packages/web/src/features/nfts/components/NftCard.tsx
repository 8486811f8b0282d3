import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Nft } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { nftPath } from '../../../config/paths.ts';
import { formatMoney } from '../../../lib/decimal.ts';
import { shownPrice } from '../rules.ts';
import { TimeLeft } from './TimeLeft.tsx';

/** One NFT of the market grid: picture, name, creator and chain, price, buy now, time left, the collection's donation. */
export function NftCard({ nft }: { nft: Nft }) {
  const { t } = useTranslation('nfts');
  return (
    <article className="nft-card card" data-testid="nft-card">
      <Link to={nftPath(nft.id)} className="nft-card__link">
        <img className="nft-card__image" src={nft.image} alt="" loading="lazy" width={400} height={400} />
        <h2 className="nft-card__name">{nft.name}</h2>
      </Link>
      <p className="muted nft-card__by">
        {t('by', { creator: nft.creator })} · {nft.chain}
      </p>
      <dl className="nft-card__facts">
        <div>
          <dt>{nft.currentBid === null ? t('startPrice') : t('currentBid')}</dt>
          <dd className="num" data-testid="nft-card-price">
            {formatMoney(shownPrice(nft))} {ACCOUNT_CURRENCY}
          </dd>
        </div>
        <div>
          <dt>{t('buyNow')}</dt>
          <dd className="num">
            {nft.buyNowPrice === null ? '—' : `${formatMoney(nft.buyNowPrice)} ${ACCOUNT_CURRENCY}`}
          </dd>
        </div>
        <div>
          <dt>{t('collectionDonation')}</dt>
          <dd className="num">
            {formatMoney(nft.donation)} {ACCOUNT_CURRENCY}
          </dd>
        </div>
      </dl>
      <TimeLeft nft={nft} />
    </article>
  );
}
