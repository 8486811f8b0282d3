import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, supportUrl } from '../../app/paths.ts';
import { Icon, type IconName } from '../../ui/Icon.tsx';
import './content.css';

const topics: {
  to: string;
  label: 'content.faq' | 'content.notices' | 'content.introduction' | 'content.aboutUs';
  icon: IconName;
}[] = [
  { to: paths.faq, label: 'content.faq', icon: 'help' },
  { to: paths.notice, label: 'content.notices', icon: 'bell' },
  { to: paths.introduction, label: 'content.introduction', icon: 'list' },
  { to: paths.aboutUs, label: 'content.aboutUs', icon: 'shield' },
];

export default function HelpPage() {
  const { t, i18n } = useTranslation();
  return (
    <section className="page page--narrow help">
      <h1>{t('content.help')}</h1>
      <p className="muted">{t('content.helpIntro')}</p>
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
