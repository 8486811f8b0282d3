import type { FlatNamespace } from 'i18next';
import { paths } from '../config/paths.ts';

/**
 * Every page of the app as data: its route, its module (a path from the web package's root, as the
 * build names it) and the catalogue namespaces it loads with it. The router makes its lazy routes
 * from this table; the build reads it too, to tell the server which files each route needs first
 * (packages/web/build/page-preloads.ts), so the two can never disagree.
 */
export interface PageEntry {
  path: string;
  module: `/src/${string}.tsx`;
  namespaces: readonly FlatNamespace[];
  /** For visitors only: a signed-in customer opening it is sent to the account. */
  guestOnly?: true;
  /**
   * The build renders the page's first paint ahead (every query still loading) and the server sends
   * it, so that a phone paints it before any script has run: where visitors arrive from outside
   * ('visitor'), and the signed-in pages customers open most ('member', on phones only: the desktop's
   * bar shows the customer's name, which the server does not know).
   */
  firstPaint?: 'visitor' | 'member';
}

/** Pages with forms: field labels and checks (`forms`), and the server's outcome messages (`messages`). */
const FORM_NAMESPACES = ['forms', 'messages'] as const;

/** The market pages with the trade desk: positions (`trading`), options and orders (`orders`), and their forms. */
const TRADE_NAMESPACES = ['market', 'trading', 'orders', ...FORM_NAMESPACES] as const;

const AUTH = ['auth', ...FORM_NAMESPACES] as const;

export const PAGES: readonly PageEntry[] = [
  { path: paths.home, module: '/src/app/routes/HomeRoute.tsx', namespaces: ['home'], firstPaint: 'visitor' },
  {
    path: paths.market,
    module: '/src/app/routes/MarketRoute.tsx',
    namespaces: TRADE_NAMESPACES,
    firstPaint: 'visitor',
  },
  { path: paths.currency, module: '/src/app/routes/CurrencyRoute.tsx', namespaces: TRADE_NAMESPACES },
  {
    path: paths.login,
    module: '/src/features/auth/LoginPage.tsx',
    namespaces: AUTH,
    guestOnly: true,
    firstPaint: 'visitor',
  },
  {
    path: paths.register,
    module: '/src/features/auth/RegisterPage.tsx',
    namespaces: AUTH,
    guestOnly: true,
    // Not painted ahead: its first render reads the invite code from the address.
  },
  { path: paths.reset, module: '/src/features/auth/ResetPage.tsx', namespaces: AUTH },
  { path: paths.autoLogin, module: '/src/features/auth/AutoLoginPage.tsx', namespaces: ['auth', 'messages'] },
  {
    path: paths.providerCallback,
    module: '/src/features/auth/ProviderCallbackPage.tsx',
    namespaces: ['auth', 'messages'],
  },
  { path: paths.account, module: '/src/features/account/AccountPage.tsx', namespaces: ['account'] },
  {
    path: paths.changePassword,
    module: '/src/features/account/ChangePasswordPage.tsx',
    namespaces: ['account', ...FORM_NAMESPACES],
  },
  {
    path: paths.settings,
    module: '/src/features/settings/SettingsPage.tsx',
    namespaces: ['settings', ...FORM_NAMESPACES],
  },
  {
    path: paths.aboutUs,
    module: '/src/features/content/AboutUsPage.tsx',
    namespaces: ['content'],
    firstPaint: 'visitor',
  },
  { path: paths.detail, module: '/src/features/content/DetailPage.tsx', namespaces: ['content'] },
  {
    path: paths.introduction,
    module: '/src/features/content/IntroductionPage.tsx',
    namespaces: ['content'],
    firstPaint: 'visitor',
  },
  { path: paths.help, module: '/src/features/content/HelpPage.tsx', namespaces: ['content'], firstPaint: 'visitor' },
  { path: paths.faq, module: '/src/features/content/FaqPage.tsx', namespaces: ['content'], firstPaint: 'visitor' },
  { path: paths.notice, module: '/src/features/content/NoticePage.tsx', namespaces: ['content'] },
  {
    path: paths.balance,
    module: '/src/features/wallet/BalancePage.tsx',
    namespaces: ['wallet', ...FORM_NAMESPACES],
    firstPaint: 'member',
  },
  {
    path: paths.notifications,
    module: '/src/features/wallet/NotificationsPage.tsx',
    namespaces: ['wallet', 'messages'],
    firstPaint: 'member',
  },
  {
    path: paths.orders,
    module: '/src/app/routes/OrdersRoute.tsx',
    namespaces: ['orders', 'plans', 'messages'],
    firstPaint: 'member',
  },
  {
    path: paths.trading,
    module: '/src/features/plans/SmartPage.tsx',
    namespaces: ['plans', ...FORM_NAMESPACES],
    firstPaint: 'visitor',
  },
  {
    path: paths.presale,
    module: '/src/features/presale/PresalePage.tsx',
    namespaces: ['presale', ...FORM_NAMESPACES],
    firstPaint: 'visitor',
  },
  {
    path: paths.loan,
    module: '/src/features/loan/LoanPage.tsx',
    namespaces: ['loan', ...FORM_NAMESPACES],
    firstPaint: 'member',
  },
  {
    path: paths.invite,
    module: '/src/features/invite/InvitePage.tsx',
    namespaces: ['invite', 'messages'],
    firstPaint: 'member',
  },
  {
    path: paths.verification,
    module: '/src/features/kyc/VerifyPage.tsx',
    namespaces: ['kyc', ...FORM_NAMESPACES],
    firstPaint: 'member',
  },
  { path: paths.verify, module: '/src/features/kyc/VerifyPage.tsx', namespaces: ['kyc', ...FORM_NAMESPACES] },
  {
    path: paths.nfts,
    module: '/src/features/nfts/NftsPage.tsx',
    namespaces: ['nfts', 'messages'],
    firstPaint: 'visitor',
  },
  { path: paths.nftDetail, module: '/src/features/nfts/NftDetailPage.tsx', namespaces: ['nfts', ...FORM_NAMESPACES] },
  { path: paths.myNfts, module: '/src/features/nfts/MyNftsPage.tsx', namespaces: ['nfts', 'messages'] },
];
