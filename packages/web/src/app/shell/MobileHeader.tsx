import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import { useSession } from '../../lib/session.ts';
import { NotificationBell } from '../../features/wallet/components/NotificationBell.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { LanguagePicker } from '../../ui/LanguagePicker.tsx';
import { Logo } from '../../ui/Logo.tsx';
import { paths, supportUrl } from '../../config/paths.ts';

export function MobileHeader() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  return (
    <header className="topbar topbar--mobile">
      <Logo compact />
      <div className="topbar__actions">
        <LanguagePicker variant="modal" />
        <a
          className="icon-button"
          href={supportUrl(currentLanguage())}
          target="_blank"
          rel="noopener"
          aria-label={t('nav.support')}
        >
          <Icon name="support" />
        </a>
        {loggedIn ? (
          <NotificationBell />
        ) : (
          <Link className="btn btn--primary btn--small" to={paths.login}>
            {t('nav.login')}
          </Link>
        )}
      </div>
    </header>
  );
}
