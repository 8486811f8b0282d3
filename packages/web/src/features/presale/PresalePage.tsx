import { useTranslation } from 'react-i18next';
import type { PresaleCommitment } from '@tp/contract';
import { useErrorMessage } from '../../api/messages.ts';
import { isLanguage } from '../../i18n/languages.ts';
import { useSession } from '../../lib/session.ts';
import { PageError, PageLoading } from '../../ui/PageState.tsx';
import { usePresaleCommitments } from './api/list-presale-commitments.ts';
import { usePresaleRounds } from './api/list-presale.ts';
import { MySubscriptions } from './components/MySubscriptions.tsx';
import { RoundCard } from './components/RoundCard.tsx';
import './presale.css';

const NONE: readonly PresaleCommitment[] = [];

/**
 * /presale: the rounds of tokens the platform lists (visitors too), each with its terms, progress
 * and countdown; a signed-in customer commits on the real account and sees their subscriptions.
 */
export default function PresalePage() {
  const { t, i18n } = useTranslation('presale');
  const describe = useErrorMessage();
  const { loggedIn } = useSession();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const rounds = usePresaleRounds(language);
  const mine = usePresaleCommitments(loggedIn);
  const commitments = mine.data?.list ?? NONE;
  const byRound = new Map(commitments.map((c) => [c.roundId, c]));

  return (
    <section className="page presale">
      <header className="presale__head">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      {rounds.isPending ? (
        <PageLoading />
      ) : rounds.isError ? (
        <PageError
          message={describe(rounds.error)}
          onRetry={() => {
            void rounds.refetch();
          }}
        />
      ) : rounds.data.list.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <div className="presale__rounds">
          {rounds.data.list.map((round) => (
            <RoundCard key={round.id} round={round} current={byRound.get(round.id)} />
          ))}
        </div>
      )}
      {loggedIn && <MySubscriptions commitments={commitments} />}
    </section>
  );
}
