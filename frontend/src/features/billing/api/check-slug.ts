import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type SlugAvailability = components['schemas']['SlugAvailabilityDto'];
const PATH = '/api/organizations/slug-availability';

/** Whether an organisation address is free, with a close free one when it is not. */
export const getSlugAvailabilityQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [PATH, slug],
    queryFn: () => apiJson<SlugAvailability>('GET', `${PATH}?slug=${encodeURIComponent(slug)}`),
    staleTime: 10_000,
    retry: false,
  });

export function useSlugAvailability(slug: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getSlugAvailabilityQueryOptions(slug), enabled });
}
