import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useContent } from './api/get-content.ts';
import { Article } from './components/Article.tsx';

/** /detail?id&title: any content item; the title shows at once, the body when it arrives. */
export default function DetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const query = useContent(Number.isSafeInteger(id) && id > 0 ? id : null);
  if (!Number.isSafeInteger(id) || id <= 0) return <Navigate to={paths.home} replace />;
  return <Article query={query} heading={search.get('title') ?? undefined} />;
}
