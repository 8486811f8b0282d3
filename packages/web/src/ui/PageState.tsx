import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-state" role="status">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}

/** A page that could not be shown: why, and a retry when trying again may help, or another way on (`action`). */
export function PageError({ message, onRetry, action }: { message: string; onRetry?: () => void; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page-state" role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
      {action}
    </div>
  );
}
