import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { loadNamespaces } from '../i18n/index.ts';
import { PAGES, type PageEntry } from './pages.ts';
import { Shell } from './Shell.tsx';
import { GuestOnly } from './routes/GuestOnly.tsx';
import { paths } from '../config/paths.ts';

type Page = LazyExoticComponent<ComponentType>;

/**
 * The page modules, each its own chunk; PAGES says which route opens which. (The home and market
 * pages are opened through their routes in app/routes, so they are not matched here themselves.)
 */
const pageModules = import.meta.glob<{ default: ComponentType }>([
  './routes/*Route.tsx',
  '../features/plans/SmartPage.tsx',
  '../features/loan/LoanPage.tsx',
  '../features/{auth,account,content,wallet,presale,settings,invite,kyc,nfts}/*Page.tsx',
]);
/** The same loaders by their path from the web package's root, as PAGES names them. */
const loaderOfModule = new Map(
  Object.entries(pageModules).map(([key, load]) => [new URL(key, 'file:///src/app/').pathname, load]),
);

/**
 * A page's chunk and its catalogue namespaces load together, in parallel, when it is first
 * visited: it renders translated at once. The shared `common` namespace is there from start-up.
 */
function page({ module, namespaces }: PageEntry): Page {
  const load = loaderOfModule.get(module);
  if (!load) throw new Error(`no page module ${module}`);
  return lazy(async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0]);
}

const pages = PAGES.map((entry) => [entry, page(entry)] as const);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        {pages.map(([{ path, guestOnly }, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              guestOnly ? (
                <GuestOnly>
                  <Page />
                </GuestOnly>
              ) : (
                <Page />
              )
            }
          />
        ))}
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
