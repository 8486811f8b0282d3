import { isNftDetail, isProviderCallback, paths } from '../config/paths.ts';
import type meta from '../i18n/locales/en/meta.json';

/**
 * The page each route is described as (its title and meta description, locales/<language>/meta.json).
 * The web app's DocumentMeta sets them after each navigation; the build hands this table to the
 * server, which writes them into the page it sends (packages/web/build/page-preloads.ts).
 */
export type MetaPage = keyof typeof meta.pages;

/** The content pages share the help centre's words. */
export const pageOfPath: Record<string, MetaPage> = {
  [paths.home]: 'home',
  [paths.market]: 'market',
  [paths.currency]: 'market',
  [paths.login]: 'login',
  [paths.register]: 'register',
  [paths.reset]: 'reset',
  [paths.autoLogin]: 'login',
  [paths.account]: 'account',
  [paths.balance]: 'balance',
  [paths.notifications]: 'notifications',
  [paths.orders]: 'orders',
  [paths.changePassword]: 'password',
  [paths.settings]: 'settings',
  [paths.aboutUs]: 'about',
  [paths.help]: 'help',
  [paths.faq]: 'help',
  [paths.notice]: 'help',
  [paths.detail]: 'help',
  [paths.introduction]: 'help',
  [paths.trading]: 'trading',
  [paths.presale]: 'presale',
  [paths.loan]: 'loan',
  [paths.nfts]: 'nfts',
  [paths.nftDetail]: 'nfts',
  [paths.myNfts]: 'nfts',
  [paths.invite]: 'invite',
  [paths.verification]: 'verification',
  [paths.verify]: 'verification',
};

/**
 * A route's page; the provider callback is part of logging in, an NFT's own page is described as
 * the NFT gallery, and an unknown path goes home.
 */
export function metaPageOf(pathname: string): MetaPage {
  if (isProviderCallback(pathname)) return 'login';
  if (isNftDetail(pathname)) return 'nfts';
  return pageOfPath[pathname] ?? 'home';
}
