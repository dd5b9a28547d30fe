import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { refreshAfterChange } from './refresh-after-change';
import { MEMBERS_PATH } from './get-members';

export function removeMember(userId: string) {
  return apiJson<{ success: boolean }>('DELETE', `${MEMBERS_PATH}/${encodeURIComponent(userId)}`);
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => refreshAfterChange(queryClient, MEMBERS_PATH),
  });
}
