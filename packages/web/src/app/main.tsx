import { StrictMode, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useNavigate } from 'react-router';
import { configureApiClient } from '../api/client.ts';
import { paths } from '../config/paths.ts';
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

const root = document.getElementById('root') as HTMLElement;
// The page the server rendered ahead (app/prerender.tsx) stays until the app's first render
// replaces it with the same page: that render must not suspend on the page's chunk. A chunk that
// fails here is tried again, and its failure shown, by the page's own loading.
await startUp(queryClient);
if (root.hasChildNodes()) await preloadPage(location.pathname).catch(() => undefined);
const app = createRoot(root);
// The page painted ahead is inert (its controls do nothing yet, and what was typed there would be
// lost). It is replaced in this one synchronous commit, so no input reaches it once it is not; the
// app's page can then take the focus as it renders.
root.removeAttribute('inert');
flushSync(() => {
  app.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SessionExpiry />
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
});
