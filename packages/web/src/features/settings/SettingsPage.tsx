import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../api/messages.ts';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';
import { PageError, PageLoading } from '../../ui/PageState.tsx';
import { useAccountSettings } from './api/get-account-settings.ts';
import { AntiPhishingCode } from './components/AntiPhishingCode.tsx';
import { EmailPreferences } from './components/EmailPreferences.tsx';
import './settings.css';

/**
 * /profile/settings: the customer's anti-phishing code, shown in every e-mail we send, and which
 * notifications also come by e-mail, in which language.
 */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const describe = useErrorMessage();
  const { loggedIn } = useSession();
  const settings = useAccountSettings();
  if (!loggedIn) return <Navigate to={paths.login} replace />;
  return (
    <section className="page page--narrow settings">
      <header>
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      {settings.isPending && <PageLoading />}
      {settings.isError && <PageError message={describe(settings.error)} onRetry={() => void settings.refetch()} />}
      {settings.data && (
        <>
          <AntiPhishingCode current={settings.data.antiPhishingCode} />
          <EmailPreferences settings={settings.data} />
        </>
      )}
    </section>
  );
}
