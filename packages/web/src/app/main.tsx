import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useNavigate } from 'react-router';
import { configureApiClient } from '../api/client.ts';
import { paths } from '../config/paths.ts';
import { AppRoutes } from './router.tsx';
import { startUp } from './startup.ts';
import '../styles/global.css';
import '../styles/keyboard.css';

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

await startUp(queryClient);
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SessionExpiry />
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
