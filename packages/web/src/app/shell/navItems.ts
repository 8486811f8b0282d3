import type { IconName } from '../../ui/Icon.tsx';
import { paths } from '../../config/paths.ts';

export interface NavItem {
  to: string;
  label: 'home' | 'market' | 'trading' | 'presale' | 'loan' | 'nfts' | 'account';
  icon: IconName;
}

export const desktopTabs: NavItem[] = [
  { to: paths.home, label: 'home', icon: 'home' },
  { to: paths.market, label: 'market', icon: 'market' },
  { to: paths.trading, label: 'trading', icon: 'trading' },
  { to: paths.presale, label: 'presale', icon: 'gift' },
  { to: paths.loan, label: 'loan', icon: 'loan' },
  { to: paths.nfts, label: 'nfts', icon: 'nfts' },
  { to: paths.account, label: 'account', icon: 'account' },
];

export const mobileTabs: NavItem[] = desktopTabs.filter((tab) => tab.label !== 'presale');
