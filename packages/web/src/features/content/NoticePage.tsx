import { useTranslation } from 'react-i18next';
import { Entries } from './components/Entries.tsx';

export default function NoticePage() {
  const { t } = useTranslation('content');
  return <Entries type={6} title={t('notices')} />;
}
