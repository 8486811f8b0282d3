import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { loadNamespaces } from '../i18n/index.ts';
import { PAGES, type PageEntry } from './pages.ts';
import { Shell } from './Shell.tsx';
import { GuestOnly } from './routes/GuestOnly.tsx';
import { paths } from '../config/paths.ts';

type Page = ComponentType;

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

/** Pages whose chunk and namespaces are already here (see preloadPage): they render without suspending. */
const loadedPages = new Map<string, ComponentType>();

async function loadPage({ module, namespaces }: PageEntry): Promise<{ default: ComponentType }> {
  const load = loaderOfModule.get(module);
  if (!load) throw new Error(`no page module ${module}`);
  const [loaded] = await Promise.all([load(), loadNamespaces(namespaces)]);
  loadedPages.set(module, loaded.default);
  return loaded;
}

/**
 * A page's chunk and its catalogue namespaces load together, in parallel, when it is first
 * visited: it renders translated at once. The shared `common` namespace is there from start-up.
 */
function page(entry: PageEntry): Page {
  const Lazy: LazyExoticComponent<ComponentType> = lazy(() => loadPage(entry));
  return function PageOrLazy() {
    const Loaded = loadedPages.get(entry.module);
    return Loaded ? <Loaded /> : <Lazy />;
  };
}

/**
 * Loads the page of a path before the first render, so that the first render does not suspend:
 * the page the server rendered ahead (app/prerender.tsx) is then replaced by the same page in one
 * commit, never by the loading state in between.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const entry = PAGES.find(({ path }) => matchPath(path, pathname));
  if (entry) await loadPage(entry);
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
