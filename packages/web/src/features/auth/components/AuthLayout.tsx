import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { LanguagePicker } from '../../../ui/LanguagePicker.tsx';
import { Logo } from '../../../ui/Logo.tsx';
import { isMobileDevice } from '../../../lib/device.ts';
import '../auth.css';

/** The auth pages stand alone: no bars, a way home, the language picker, one card. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth">
      <div className="auth__top">
        <Link to={paths.home} className="icon-button" aria-label={t('common.back')}>
          <Icon name="chevron" className="flip" />
        </Link>
        <Logo />
        <LanguagePicker variant={isMobileDevice ? 'modal' : 'dropdown'} />
      </div>
      <section className="auth__card">
        <h1>{title}</h1>
        <p className="muted">{subtitle}</p>
        {children}
      </section>
    </div>
  );
}
