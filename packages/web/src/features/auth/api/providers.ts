import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client.ts';

export async function fetchProviders(): Promise<string[]> {
  return (await get<string[]>('/swx/customer/login/providers')).result;
}

export const providersQuery = () =>
  queryOptions({ queryKey: ['sign-in-providers'], queryFn: fetchProviders, staleTime: Infinity });

export const useProviders = () => useQuery(providersQuery());

/** The browser leaves for the provider; it comes back to /api/loginCallback/<provider>. */
export function startProviderSignIn(provider: string): void {
  window.location.assign(`/api/auth/${encodeURIComponent(provider)}/start`);
}
