import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ComingSoonPage } from '../features/coming-soon/ComingSoonPage.tsx';
import { loadNamespaces, type Namespace } from '../i18n/index.ts';
import { Shell } from './Shell.tsx';
import { GuestOnly } from './routes/GuestOnly.tsx';
import { paths } from '../config/paths.ts';

type Page = LazyExoticComponent<ComponentType>;

/**
 * A page's chunk and its catalogue namespaces load together, in parallel, when it is first
 * visited: it renders translated at once. The shared `common` namespace is there from start-up.
 */
function page(load: () => Promise<{ default: ComponentType }>, namespaces: readonly Namespace[]): Page {
  return lazy(async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0]);
}

/** Pages with forms: field labels and checks (`forms`), and the server's outcome messages (`messages`). */
const FORM_NAMESPACES = ['forms', 'messages'] as const;

/** The market pages with the trade desk: positions (`trading`), options and orders (`orders`), and their forms. */
const TRADE_NAMESPACES = ['market', 'trading', 'orders', ...FORM_NAMESPACES] as const;

const pages: [string, Page][] = [
  [paths.home, page(() => import('./routes/HomeRoute.tsx'), ['home'])],
  [paths.market, page(() => import('./routes/MarketRoute.tsx'), TRADE_NAMESPACES)],
  [paths.currency, page(() => import('./routes/CurrencyRoute.tsx'), TRADE_NAMESPACES)],
  [paths.login, page(() => import('../features/auth/LoginPage.tsx'), ['auth', ...FORM_NAMESPACES])],
  [paths.register, page(() => import('../features/auth/RegisterPage.tsx'), ['auth', ...FORM_NAMESPACES])],
  [paths.reset, page(() => import('../features/auth/ResetPage.tsx'), ['auth', ...FORM_NAMESPACES])],
  [paths.autoLogin, page(() => import('../features/auth/AutoLoginPage.tsx'), ['auth', 'messages'])],
  [paths.providerCallback, page(() => import('../features/auth/ProviderCallbackPage.tsx'), ['auth', 'messages'])],
  [paths.account, page(() => import('../features/account/AccountPage.tsx'), ['account'])],
  [
    paths.changePassword,
    page(() => import('../features/account/ChangePasswordPage.tsx'), ['account', ...FORM_NAMESPACES]),
  ],
  [paths.aboutUs, page(() => import('../features/content/AboutUsPage.tsx'), ['content'])],
  [paths.detail, page(() => import('../features/content/DetailPage.tsx'), ['content'])],
  [paths.introduction, page(() => import('../features/content/IntroductionPage.tsx'), ['content'])],
  [paths.help, page(() => import('../features/content/HelpPage.tsx'), ['content'])],
  [paths.faq, page(() => import('../features/content/FaqPage.tsx'), ['content'])],
  [paths.notice, page(() => import('../features/content/NoticePage.tsx'), ['content'])],
  [paths.balance, page(() => import('../features/wallet/BalancePage.tsx'), ['wallet', ...FORM_NAMESPACES])],
  [paths.notifications, page(() => import('../features/wallet/NotificationsPage.tsx'), ['wallet', 'messages'])],
  [paths.orders, page(() => import('../features/trading/orders/OrdersPage.tsx'), ['orders', 'messages'])],
];

/**
 * Routes whose features open later: an honest placeholder, never a fake page. It is part of the
 * entry; its namespaces (`comingSoon`, and `account` for the names of the account's features)
 * load on the first visit while it suspends.
 */
const comingSoon = [
  [paths.trading, 'trading'],
  [paths.presale, 'presale'],
  [paths.loan, 'loan'],
  [paths.nfts, 'nfts'],
  [paths.invite, 'invite'],
  [paths.verification, 'verification'],
] as const;

/** Pages for visitors only: a signed-in customer opening one is sent to the account. */
const guestPaths: readonly string[] = [paths.login, paths.register];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        {pages.map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              guestPaths.includes(path) ? (
                <GuestOnly>
                  <Page />
                </GuestOnly>
              ) : (
                <Page />
              )
            }
          />
        ))}
        {comingSoon.map(([path, feature]) => (
          <Route key={path} path={path} element={<ComingSoonPage feature={feature} />} />
        ))}
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
