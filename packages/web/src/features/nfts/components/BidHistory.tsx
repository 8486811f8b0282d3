import { useTranslation } from 'react-i18next';
import type { NftBid } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { formatMoney } from '../../../lib/decimal.ts';
import { formatTime } from '../../../lib/format.ts';

/** The bids, newest first, bidders masked. */
export function BidHistory({ bids }: { bids: readonly NftBid[] }) {
  const { t, i18n } = useTranslation('nfts');
  return (
    <section className="nft-history card" aria-labelledby="nft-history-title">
      <h2 id="nft-history-title">{t('history.title')}</h2>
      {bids.length === 0 ? (
        <p className="muted">{t('history.empty')}</p>
      ) : (
        <ol className="nft-history__list" data-testid="nft-history">
          {bids.map((bid) => (
            <li key={bid.id}>
              <span>{bid.bidder}</span>
              <span className="num">
                {formatMoney(bid.amount)} {ACCOUNT_CURRENCY}
              </span>
              <time className="muted" dateTime={new Date(bid.time).toISOString()}>
                {formatTime(bid.time, i18n.language, true)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
