import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { useErrorMessage } from '../../../api/messages.ts';
import { Button } from '../../../ui/Button.tsx';
import { showToast } from '../../../ui/toast.tsx';
import '../auth.css';

/**
 * Trades a one-time value from the address bar for a session, once (React's strict mode runs
 * effects twice in development), and removes the value from the address bar at once.
 */
export function Handoff({ exchange }: { exchange: (() => Promise<unknown>) | null }) {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(exchange ? null : t('signInFailed'));
  useEffect(() => {
    if (!exchange || started.current) return;
    started.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    exchange()
      .then(() => {
        showToast(t('loggedIn'), 'success');
        void navigate(paths.home, { replace: true });
      })
      .catch((err: unknown) => {
        setFailure(errorMessage(err));
      });
  }, [exchange, navigate, t, errorMessage]);
  return (
    <div className="auth auth--handoff" role="status">
      {failure ? (
        <>
          <p role="alert">{failure}</p>
          <Button
            onClick={() => {
              void navigate(paths.login, { replace: true });
            }}
          >
            {t('nav.login')}
          </Button>
        </>
      ) : (
        <>
          <span className="spinner spinner--large" aria-hidden="true" />
          <p>{t('signingIn')}</p>
        </>
      )}
    </div>
  );
}
