import { useTranslation } from 'react-i18next';
import { Pager as PagesNav } from '../../../ui/Pager.tsx';

/** The shared pager of a table, worded in the invite catalogue; nothing when everything fits one page. */
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
  const labels = { name: t('pages'), previous: t('previous'), next: t('next'), position: t('pageOf', { page, pages }) };
  return <PagesNav page={page} pages={pages} onPage={onPage} labels={labels} />;
}
