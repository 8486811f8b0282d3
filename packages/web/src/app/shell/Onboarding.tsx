import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { readSession, storageKeys, writeSession } from '../../lib/storage.ts';
import { Button } from '../../ui/Button.tsx';
import { LanguagePicker } from '../../ui/LanguagePicker.tsx';
import { Logo } from '../../ui/Logo.tsx';
import { paths } from '../../config/paths.ts';

export function onboardingPending(): boolean {
  return readSession(storageKeys.onboarding) !== '1';
}

/**
 * The mobile welcome board: once per browser session, on the home page, until Continue or Skip.
 * A session that starts on another page (a link to registration, to log in, to an instrument) is
 * not greeted at all: the board would cover the page that was asked for.
 */
export function Onboarding() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { loggedIn } = useSession();
  const [visible, setVisible] = useState(() => onboardingPending() && pathname === paths.home);
  useEffect(() => {
    if (!visible) writeSession(storageKeys.onboarding, '1');
  }, [visible]);
  useEffect(() => {
    if (!visible) return;
    // The page under the board does not scroll while the board is up.
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = '';
    };
  }, [visible]);
  if (!visible) return null;
  /** Closes the board, and goes to `to` when given; Skip stays on the page under it. */
  const finish = (to?: string) => {
    setVisible(false);
    if (to) void navigate(to);
  };
  return (
    <div className="onboarding" role="dialog" aria-modal="true" aria-labelledby="onboarding-title">
      <div className="onboarding__top">
        <Logo />
        <LanguagePicker variant="modal" />
      </div>
      <div className="onboarding__art" aria-hidden="true">
        <svg viewBox="0 0 200 120">
          <polyline
            points="0,95 30,80 55,88 85,50 110,62 140,30 170,42 200,12"
            fill="none"
            stroke="var(--accent)"
            strokeWidth="4"
          />
          <polyline
            points="0,110 40,100 70,104 100,84 130,90 160,70 200,76"
            fill="none"
            stroke="var(--rise)"
            strokeWidth="3"
            opacity="0.6"
          />
        </svg>
      </div>
      <h1 id="onboarding-title">{t('onboarding.title')}</h1>
      <p>{t('onboarding.text')}</p>
      <div className="onboarding__actions">
        <Button
          block
          onClick={() => {
            finish(loggedIn ? paths.home : paths.register);
          }}
        >
          {t('onboarding.continue')}
        </Button>
        <Button
          block
          variant="ghost"
          onClick={() => {
            finish();
          }}
        >
          {t('onboarding.skip')}
        </Button>
      </div>
    </div>
  );
}
