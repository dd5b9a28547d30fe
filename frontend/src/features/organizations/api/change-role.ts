import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { MEMBERS_PATH, type Member } from './get-members';
import { refreshAfterChange } from './refresh-after-change';

type AssignableRole = components['schemas']['ChangeMemberRoleDto']['role'];

/** The owner promotes a member to admin or demotes an admin (PUT members/{id}/role). */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: AssignableRole }) =>
      apiJson<Member>('PUT', `${MEMBERS_PATH}/${encodeURIComponent(userId)}/role`, { role }),
    onSuccess: () => refreshAfterChange(queryClient, MEMBERS_PATH),
  });
}
