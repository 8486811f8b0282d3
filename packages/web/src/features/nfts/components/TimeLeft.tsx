import { useTranslation } from 'react-i18next';
import type { Nft } from '@tp/contract';
import { useNow } from '../../../lib/useNow.ts';
import { countdownParts } from '../rules.ts';

/** The lot's live countdown: to its start while upcoming, to its end while live; its status after. */
export function TimeLeft({ nft }: { nft: Pick<Nft, 'status' | 'startTime' | 'endTime'> }) {
  const { t } = useTranslation('nfts');
  const target = nft.status === 'upcoming' ? nft.startTime : nft.status === 'live' ? nft.endTime : null;
  const now = useNow(target !== null);
  if (target === null)
    return <span className={`nft-status nft-status--${nft.status}`}>{t(`status.${nft.status}`)}</span>;
  const { days, time } = countdownParts(target, now);
  return (
    <span className="nft-time">
      <span className="muted">{nft.status === 'upcoming' ? t('startsIn') : t('endsIn')}</span>{' '}
      <span className="num" data-testid="nft-countdown">
        {t('countdown', { days, time })}
      </span>
    </span>
  );
}
