import { useTranslation } from 'react-i18next';
import { Entries } from './components/Entries.tsx';

export default function FaqPage() {
  const { t } = useTranslation();
  return <Entries type={5} title={t('content.faq')} />;
}
