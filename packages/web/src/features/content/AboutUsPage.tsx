import { useTranslation } from 'react-i18next';
import { useContentBySlug } from './api/get-content-by-slug.ts';
import { Article } from './components/Article.tsx';

export default function AboutUsPage() {
  const { i18n } = useTranslation();
  return <Article query={useContentBySlug(i18n.language, 'about-us')} />;
}
