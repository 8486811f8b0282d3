import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon.tsx';
import { paths } from '../../config/paths.ts';
import { mobileTabs } from './navItems.ts';

export function TabBar() {
  const { t } = useTranslation();
  return (
    <nav className="tabbar" aria-label={t('nav.menu')}>
      {mobileTabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.to === paths.home} className="tabbar__item">
          <Icon name={tab.icon} size={22} />
          <span>{t(`nav.${tab.label}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
