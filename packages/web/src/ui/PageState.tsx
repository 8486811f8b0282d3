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

export function PageError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page-state" role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
