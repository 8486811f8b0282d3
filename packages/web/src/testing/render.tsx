import { Suspense, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { initI18n, loadNamespaces, type Namespace } from '../i18n/index.ts';
import { Toaster } from '../ui/toast.tsx';

/** Shows where the app navigated to. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `ui` at `path` inside the app's providers: queries (no retries), the router, the toasts. */
export function renderWithProviders(ui: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
        <Toaster />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** English strings, with the namespaces the screen under test loads with its route. */
export async function loadEnglish(namespaces: Namespace[]): Promise<void> {
  await initI18n('en');
  await loadNamespaces(namespaces);
}
