import { StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useNavigate } from 'react-router';
import { configureApiClient } from '../api/client.ts';
import { paths } from '../config/paths.ts';
import { readPageData, seedPageData } from './page-data.ts';
import { AppRoutes, preloadPage } from './router.tsx';
import { startUp } from './startup.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** Sends a customer whose session ended to the login page. */
function SessionExpiry() {
  const navigate = useNavigate();
  useEffect(() => {
    configureApiClient({
      onUnauthorized: () => {
        queryClient.clear();
        void navigate(paths.login);
      },
    });
  }, [navigate]);
  return null;
}

/** Runs once the app's first render is committed: the first of the tree, before any page's effects. */
function FirstCommit({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

const root = document.getElementById('root') as HTMLElement;
// The page the server rendered ahead (app/prerender.tsx) stays until the app's first render
// replaces it with the same page: that render must not suspend on the page's chunk. A chunk that
// fails here is tried again, and its failure shown, by the page's own loading.
await startUp(queryClient);
// A page painted with its data came with that data: the first render starts from it, as drawn.
seedPageData(queryClient, readPageData(document));
const paintedAhead = root.hasChildNodes();
if (paintedAhead) await preloadPage(location.pathname).catch(() => undefined);
const app = createRoot(root);
// The page painted ahead is inert (its controls do nothing yet, and what was typed there would be
// lost) until the commit that replaces it, so no input reaches it once it is not; the app's page
// can then take the focus as it commits.
const becomeLive = () => root.removeAttribute('inert');
const tree = (
  <StrictMode>
    <FirstCommit onCommit={becomeLive} />
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SessionExpiry />
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);
// Over a page painted ahead, the first render is a transition: React renders it in slices of a
// few milliseconds between which the browser stays responsive (one long task was most of a
// phone's blocking time), and commits it in one piece once complete.
if (paintedAhead) startTransition(() => app.render(tree));
else app.render(tree);
