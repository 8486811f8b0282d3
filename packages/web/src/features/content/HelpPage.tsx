import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, supportUrl } from '../../config/paths.ts';
import { Icon, type IconName } from '../../ui/Icon.tsx';
import './content.css';

const topics: {
  to: string;
  label: 'faq' | 'notices' | 'introduction' | 'aboutUs';
  icon: IconName;
}[] = [
  { to: paths.faq, label: 'faq', icon: 'help' },
  { to: paths.notice, label: 'notices', icon: 'bell' },
  { to: paths.introduction, label: 'introduction', icon: 'list' },
  { to: paths.aboutUs, label: 'aboutUs', icon: 'shield' },
];

export default function HelpPage() {
  const { t, i18n } = useTranslation('content');
  return (
    <section className="page page--narrow help">
      <h1>{t('help')}</h1>
      <p className="muted">{t('helpIntro')}</p>
      <div className="help__grid">
        {topics.map((topic) => (
          <Link key={topic.to} to={topic.to} className="help__topic">
            <Icon name={topic.icon} size={24} />
            <span>{t(topic.label)}</span>
          </Link>
        ))}
        <a className="help__topic" href={supportUrl(i18n.language)} target="_blank" rel="noopener">
          <Icon name="support" size={24} />
          <span>{t('nav.support')}</span>
        </a>
      </div>
    </section>
  );
}
