import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints, pathOf } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';

export const fetchProviders = () => call(authEndpoints.providers);

export const providersQuery = () =>
  queryOptions({ queryKey: ['sign-in-providers'], queryFn: fetchProviders, staleTime: Infinity });

export const useProviders = () => useQuery(providersQuery());

/** The browser leaves for the provider; it comes back to /api/loginCallback/<provider>. */
export function startProviderSignIn(provider: string): void {
  window.location.assign(pathOf(authEndpoints.providerSignInStart, { provider }));
}
