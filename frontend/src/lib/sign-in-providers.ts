import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

/** GET /api/auth/providers: read by /auth, /forgot-password and the profile's email hint. */
export type SignInProviders = components['schemas']['SignInProvidersDto'];

/** What /auth shows until the server has answered, or if it cannot: the local form. */
export const LOCAL_ONLY: SignInProviders = {
  local: true,
  oidc: null,
  ldap: false,
  passwordReset: 'administrator',
};

export const getSignInProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/providers'],
    queryFn: () => apiJson<SignInProviders>('GET', '/api/auth/providers'),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export function useSignInProviders(): SignInProviders {
  const { data } = useQuery(getSignInProvidersQueryOptions());
  return data ?? LOCAL_ONLY;
}
