import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NftDetail } from '@tp/contract';
import { paths } from '../../../config/paths.ts';
import { useAccountMode, useSession } from '../../../lib/session.ts';
import { ModeSwitch } from '../../../ui/ModeSwitch.tsx';
import { BidForm, BuyNow } from './BidForm.tsx';

/** Who may bid here: a visitor is asked to sign in, the demo account to switch; the real account bids or buys. */
export function BidPanel({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation('nfts');
  const { loggedIn } = useSession();
  const mode = useAccountMode();
  if (nft.status !== 'live') return null;
  if (!loggedIn) {
    return (
      <Link className="btn btn--primary" to={paths.login}>
        {t('bid.signIn')}
      </Link>
    );
  }
  if (mode === 'demo') {
    return (
      <div className="nft-demo" role="note">
        <p>{t('bid.demo')}</p>
        <ModeSwitch size="small" />
      </div>
    );
  }
  return (
    <div className="nft-actions">
      <BidForm nft={nft} />
      {nft.buyNowPrice !== null && <BuyNow nft={nft} price={nft.buyNowPrice} />}
    </div>
  );
}
