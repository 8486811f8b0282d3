import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../api/messages.ts';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { localizeDecimal } from '../../lib/numbers.ts';
import { useSession } from '../../lib/session.ts';
import { Num } from '../../ui/Num.tsx';
import { PageError, PageLoading } from '../../ui/PageState.tsx';
import { useInviteInfo } from './api/get-invite-info.ts';
import { Commissions } from './components/Commissions.tsx';
import { Friends } from './components/Friends.tsx';
import { ShareCard } from './components/ShareCard.tsx';
import './invite.css';

/**
 * /profile/invite: the customer's invite code and link to share, the programme's rules (written by
 * the server in the reader's language, with the share in force), and the dashboard of friends and
 * commissions. Commissions are on the real account whichever book the app shows.
 */
export default function InvitePage() {
  const { t } = useTranslation('invite');
  const language = useLanguage();
  const describe = useErrorMessage();
  const { loggedIn } = useSession();
  const info = useInviteInfo(language);

  if (!loggedIn) {
    return (
      <section className="page invite">
        <h1>{t('title')}</h1>
        <p className="muted">{t('signInFirst')}</p>
        <Link className="btn btn--primary" to={paths.login}>
          {t('signIn')}
        </Link>
      </section>
    );
  }
  return (
    <section className="page invite">
      <header className="invite__head">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      {info.isPending ? (
        <PageLoading />
      ) : info.isError ? (
        <PageError message={describe(info.error)} onRetry={() => void info.refetch()} />
      ) : (
        <>
          <ShareCard code={info.data.inviteCode} linkPath={info.data.linkPath} />
          <dl className="invite-totals">
            <div>
              <dt>{t('totals.invited')}</dt>
              <dd>
                <Num testId="invite-invited">{info.data.invited}</Num>
              </dd>
            </div>
            <div>
              <dt>{t('totals.traded')}</dt>
              <dd>
                <Num>{info.data.traded}</Num>
              </dd>
            </div>
            <div>
              <dt>{t('totals.earned')}</dt>
              <dd>
                <Num testId="invite-earned">{`${localizeDecimal(info.data.totalEarned)} USDT`}</Num>
              </dd>
            </div>
          </dl>
          <section className="invite-card" aria-labelledby="invite-rules">
            <h2 id="invite-rules">{t('rules')}</h2>
            <ol className="invite-rules">
              {info.data.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ol>
          </section>
          <Friends />
          <Commissions />
        </>
      )}
    </section>
  );
}
