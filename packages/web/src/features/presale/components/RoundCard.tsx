import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PresaleCommitment, PresaleRound } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { paths } from '../../../config/paths.ts';
import { formatMoney } from '../../../lib/decimal.ts';
import { useAccountMode, useSession } from '../../../lib/session.ts';
import { LocalTime } from '../../../ui/LocalTime.tsx';
import { ModeSwitch } from '../../../ui/ModeSwitch.tsx';
import { progressPercent } from '../preview.ts';
import { CommitForm } from './CommitForm.tsx';
import { Countdown } from './Countdown.tsx';

function TokenLogo({ round }: { round: PresaleRound }) {
  if (round.logo) return <img className="presale-logo" src={round.logo} alt="" width={48} height={48} />;
  return (
    <span className="presale-logo presale-logo--letters" aria-hidden="true">
      {round.symbol.slice(0, 2)}
    </span>
  );
}

function Facts({ round }: { round: PresaleRound }) {
  const { t, i18n } = useTranslation('presale');
  const usdt = (value: string) => `${formatMoney(value)} ${ACCOUNT_CURRENCY}`;
  const at = (ms: number) => <LocalTime ms={ms} language={i18n.language} />;
  const rows: [string, ReactNode][] = [
    [t('price'), usdt(round.price)],
    [t('tokens'), `${formatMoney(round.tokens)} ${round.symbol}`],
    [t('cap'), usdt(round.cap)],
    [t('min'), usdt(round.minCommitment)],
    [t('start'), at(round.startTime)],
    [t('end'), at(round.endTime)],
    [t('distribution'), at(round.distributionTime)],
    [t('subscribers'), String(round.subscribers)],
  ];
  if (round.tokensAllocated !== null)
    rows.push([t('allocated'), `${formatMoney(round.tokensAllocated)} ${round.symbol}`]);
  if (round.tokensUnsold !== null && round.tokensUnsold !== '0') {
    rows.push([t('unsold'), `${formatMoney(round.tokensUnsold)} ${round.symbol}`]);
  }
  if (round.dust !== null) rows.push([t('dust'), `${formatMoney(round.dust)} ${round.symbol}`]);
  return (
    <dl className="presale-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className="num">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who may commit here: a visitor is asked to sign in, the demo account to switch. */
function Participation({ round, current }: { round: PresaleRound; current: PresaleCommitment | undefined }) {
  const { t } = useTranslation('presale');
  const { loggedIn } = useSession();
  const mode = useAccountMode();
  if (!loggedIn) {
    return (
      <Link className="btn btn--primary" to={paths.login}>
        {t('commit.signIn')}
      </Link>
    );
  }
  if (mode === 'demo') {
    return (
      <div className="presale-demo">
        <p>{t('commit.demo')}</p>
        <ModeSwitch size="small" />
      </div>
    );
  }
  return <CommitForm round={round} current={current} />;
}

/** One round: the token, its terms, the progress of commitments, the countdown, and the commitment form while live. */
export function RoundCard({ round, current }: { round: PresaleRound; current: PresaleCommitment | undefined }) {
  const { t } = useTranslation('presale');
  const percent = progressPercent(round);
  const titleId = `presale-round-${round.id}`;
  return (
    <article className="presale-round card" aria-labelledby={titleId} data-testid="presale-round">
      <header className="presale-round__head">
        <TokenLogo round={round} />
        <div>
          <h2 id={titleId}>
            {round.name} <span className="muted">{round.symbol}</span>
          </h2>
          <span className={`presale-status presale-status--${round.status}`}>{t(`status.${round.status}`)}</span>
        </div>
      </header>
      <p lang={round.language} className="presale-round__text">
        {round.description}
      </p>
      <div className="presale-progress">
        <div
          className="presale-progress__bar"
          role="progressbar"
          aria-label={t('progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <p className="num">
          {t('progress', { committed: formatMoney(round.totalCommitted), target: formatMoney(round.offerValue) })}
        </p>
      </div>
      <Countdown round={round} />
      <Facts round={round} />
      {round.status === 'live' && <Participation round={round} current={current} />}
    </article>
  );
}
