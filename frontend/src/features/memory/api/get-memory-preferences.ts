import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type MemoryPreferences = components['schemas']['MemoryPreferencesDto'];
type PreferencesResponse = components['schemas']['MemoryPreferencesResponseDto'];

export const MEMORY_PREFERENCES_PATH = '/api/memory/preferences';

/** Spec §9: never (null), 7, 30, 90 or 365 days, in the select's order. */
export const AUTO_DELETE_OPTIONS: { value: MemoryPreferences['autoDeleteDays']; label: string }[] =
  [
    { value: null, label: 'Never' },
    { value: 7, label: '7 days' },
    { value: 30, label: '30 days' },
    { value: 90, label: '90 days' },
    { value: 365, label: '1 year' },
  ];

export const getMemoryPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: [MEMORY_PREFERENCES_PATH],
    queryFn: async () =>
      (await apiJson<PreferencesResponse>('GET', MEMORY_PREFERENCES_PATH)).preferences,
  });

export function useMemoryPreferences() {
  return useQuery(getMemoryPreferencesQueryOptions());
}
