import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useContent } from './api/get-content.ts';
import { Article } from './components/Article.tsx';

/**
 * /detail?id&title: any content item, in the interface language (its title the server's, so that it
 * follows a language switch too; the address's title is the language it was linked from).
 */
export default function DetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const query = useContent(Number.isSafeInteger(id) && id > 0 ? id : null, useLanguage());
  if (!Number.isSafeInteger(id) || id <= 0) return <Navigate to={paths.home} replace />;
  return <Article query={query} />;
}
