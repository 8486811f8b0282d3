import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import { useSession } from '../../lib/session.ts';
import { NotificationBell } from '../../features/wallet/components/NotificationBell.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { LanguagePicker } from '../../ui/LanguagePicker.tsx';
import { Logo } from '../../ui/Logo.tsx';
import { ModeSwitch } from '../../ui/ModeSwitch.tsx';
import { paths, supportUrl } from '../../config/paths.ts';
import { desktopTabs } from './navItems.ts';

export function DesktopHeader() {
  const { t } = useTranslation();
  const { loggedIn, user } = useSession();
  return (
    <header className="topbar topbar--desktop">
      <Logo />
      <nav className="topbar__tabs" aria-label={t('nav.menu')}>
        {desktopTabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.to === paths.home} className="topbar__tab">
            {t(`nav.${tab.label}`)}
          </NavLink>
        ))}
      </nav>
      <div className="topbar__actions">
        {loggedIn && <ModeSwitch size="small" />}
        <a
          className="icon-button"
          href={supportUrl(currentLanguage())}
          target="_blank"
          rel="noopener"
          aria-label={t('nav.support')}
          title={t('nav.support')}
        >
          <Icon name="support" />
        </a>
        {loggedIn && <NotificationBell />}
        <LanguagePicker variant="dropdown" />
        {loggedIn ? (
          <Link className="topbar__user" to={paths.account}>
            <Icon name="account" size={18} />
            <span>{user?.username}</span>
          </Link>
        ) : (
          <>
            <Link className="btn btn--ghost" to={paths.login}>
              {t('nav.login')}
            </Link>
            <Link className="btn btn--primary" to={paths.register}>
              {t('nav.signup')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
