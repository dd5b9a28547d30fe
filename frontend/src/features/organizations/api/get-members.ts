import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type Member = components['schemas']['MemberDto'];
type MemberPage = components['schemas']['MemberPageDto'];

export const MEMBERS_PATH = '/api/organizations/members';

export const getMembersQueryOptions = () =>
  queryOptions({
    queryKey: [MEMBERS_PATH],
    queryFn: () => apiJson<MemberPage>('GET', `${MEMBERS_PATH}?limit=100`),
    retry: false,
  });

export function useMembers() {
  return useQuery(getMembersQueryOptions());
}
