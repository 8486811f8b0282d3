import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
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

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select, textarea, [tabindex="0"]';

/**
 * Keeps Tab inside `board`: from its last control to its first, and back with Shift. Controls of a
 * dialog opened over it (the language picker's) are that dialog's.
 */
function keepTabInside(event: KeyboardEvent<HTMLElement>, board: HTMLElement) {
  const controls = [...board.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((control) => !control.closest('dialog'));
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || active === board : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * The board as a modal dialog: while `visible` it takes the focus and the page under it does not
 * scroll; Tab stays inside it, and Escape is `onEscape`. Keys pressed in a dialog opened over it
 * are that dialog's.
 */
function useModalBoard(visible: boolean, onEscape: () => void) {
  const board = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!visible) return;
    document.body.style.overflow = 'hidden';
    board.current?.focus();
    return () => {
      document.body.style.overflow = '';
    };
  }, [visible]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!board.current || (event.target as Element).closest('dialog')) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
    }
    if (event.key === 'Tab') keepTabInside(event, board.current);
  };
  return { ref: board, onKeyDown };
}

function BoardArt() {
  return (
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
  );
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
  /** Closes the board, and goes to `to` when given; Skip (and Escape) stay on the page under it. */
  const finish = (to?: string) => {
    setVisible(false);
    if (to) void navigate(to);
  };
  const board = useModalBoard(visible, finish);
  if (!visible) return null;
  return (
    <div
      ref={board.ref}
      className="onboarding"
      role="dialog"
      aria-modal="true"
      aria-labelledby="onboarding-title"
      tabIndex={-1}
      onKeyDown={board.onKeyDown}
    >
      <div className="onboarding__top">
        <Logo />
        <LanguagePicker variant="modal" />
      </div>
      <BoardArt />
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
