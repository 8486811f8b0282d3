import { useTranslation } from 'react-i18next';
import { Entries } from './components/Entries.tsx';

export default function FaqPage() {
  const { t } = useTranslation('content');
  return <Entries type={5} title={t('faq')} />;
}
