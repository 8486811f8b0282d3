/**
 * The back office: a separate entry (backoffice.html) for operators, served under /backoffice.
 * It is an internal tool, so it is in English only and uses no i18n. Customers never download it:
 * nothing in the customer app (src/app, src/features) imports from here, and this app imports
 * nothing from them.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ApiError } from '../api/http.ts';
import { App } from './App.tsx';
import './backoffice.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // A refused or ended session will not mend by asking again.
      retry: (count, error) => !(error instanceof ApiError && [401, 403].includes(Number(error.code))) && count < 1,
    },
  },
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/backoffice">
        <App />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
