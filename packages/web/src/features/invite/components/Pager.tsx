import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';

/** Previous and next page of a table, with where the reader is; nothing when everything fits one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('invite');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className="invite-pager" aria-label={t('pages')}>
      <Button variant="secondary" className="btn--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span aria-live="polite">{t('pageOf', { page, pages })}</span>
      <Button variant="secondary" className="btn--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
