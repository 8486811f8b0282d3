import { useTranslation } from 'react-i18next';
import type { PresaleRound } from '@tp/contract';
import { useNow } from '../../../lib/useNow.ts';
import { countdownParts } from '../preview.ts';

/** The next moment of the round (start, end or distribution) and the time left, every second. */
export function Countdown({ round }: { round: PresaleRound }) {
  const { t } = useTranslation('presale');
  const target =
    round.status === 'upcoming'
      ? { label: t('startsIn'), at: round.startTime }
      : round.status === 'live'
        ? { label: t('endsIn'), at: round.endTime }
        : round.status === 'ended'
          ? { label: t('distributesIn'), at: round.distributionTime }
          : null;
  const now = useNow(target !== null);
  if (!target) return null;
  const { days, time } = countdownParts(target.at, now);
  return (
    <p className="presale-countdown">
      <span className="muted">{target.label}</span>{' '}
      <span className="num" data-testid="presale-countdown">
        {t('countdown', { days, time })}
      </span>
    </p>
  );
}
