import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type License = components['schemas']['LicenseDto'];
type LicensePage = components['schemas']['LicensePageDto'];

export const CURRENT_LICENSE_PATH = '/api/licenses/current';
export const LICENSES_PATH = '/api/licenses';

export const getCurrentLicenseQueryOptions = () =>
  queryOptions({
    queryKey: [CURRENT_LICENSE_PATH],
    queryFn: () => apiJson<License>('GET', CURRENT_LICENSE_PATH),
    retry: false,
  });

export function useCurrentLicense() {
  return useQuery(getCurrentLicenseQueryOptions());
}

/** Every key issued, newest first (owners only). */
export const getLicenseHistoryQueryOptions = () =>
  queryOptions({
    queryKey: [LICENSES_PATH, 'history'],
    queryFn: () => apiJson<LicensePage>('GET', `${LICENSES_PATH}?limit=20`),
    retry: false,
  });

export function useLicenseHistory({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getLicenseHistoryQueryOptions(), enabled });
}
