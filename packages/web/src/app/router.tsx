import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ComingSoonPage } from '../features/coming-soon/ComingSoonPage.tsx';
import { Shell } from './Shell.tsx';
import { paths } from './paths.ts';

type Page = LazyExoticComponent<ComponentType>;

/** Each page is its own chunk, loaded when first visited. */
const pages: [string, Page][] = [
  [paths.home, lazy(() => import('./routes/HomeRoute.tsx'))],
  [paths.market, lazy(() => import('../features/market/MarketPage.tsx'))],
  [paths.currency, lazy(() => import('../features/market/CurrencyPage.tsx'))],
  [paths.login, lazy(() => import('../features/auth/LoginPage.tsx'))],
  [paths.register, lazy(() => import('../features/auth/RegisterPage.tsx'))],
  [paths.reset, lazy(() => import('../features/auth/ResetPage.tsx'))],
  [paths.autoLogin, lazy(() => import('../features/auth/AutoLoginPage.tsx'))],
  [paths.providerCallback, lazy(() => import('../features/auth/ProviderCallbackPage.tsx'))],
  [paths.account, lazy(() => import('../features/account/AccountPage.tsx'))],
  [paths.changePassword, lazy(() => import('../features/account/ChangePasswordPage.tsx'))],
  [paths.aboutUs, lazy(() => import('../features/content/AboutUsPage.tsx'))],
  [paths.detail, lazy(() => import('../features/content/DetailPage.tsx'))],
  [paths.introduction, lazy(() => import('../features/content/IntroductionPage.tsx'))],
  [paths.help, lazy(() => import('../features/content/HelpPage.tsx'))],
  [paths.faq, lazy(() => import('../features/content/FaqPage.tsx'))],
  [paths.notice, lazy(() => import('../features/content/NoticePage.tsx'))],
];

/** Routes whose features open later: an honest placeholder, never a fake page. */
const comingSoon = [
  [paths.trading, 'trading'],
  [paths.presale, 'presale'],
  [paths.loan, 'loan'],
  [paths.nfts, 'nfts'],
  [paths.balance, 'balance'],
  [paths.invite, 'invite'],
  [paths.notifications, 'notifications'],
  [paths.orders, 'orders'],
  [paths.verification, 'verification'],
] as const;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        {pages.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {comingSoon.map(([path, feature]) => (
          <Route key={path} path={path} element={<ComingSoonPage feature={feature} />} />
        ))}
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
