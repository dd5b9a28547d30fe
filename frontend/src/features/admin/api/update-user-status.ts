import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { ADMIN_USERS_PATH } from './get-users';

export type UpdateUserStatusRequest = components['schemas']['UpdateUserStatusDto'];
type AdminUserResponse = components['schemas']['AdminUserResponseDto'];

export function updateUserStatus(body: UpdateUserStatusRequest) {
  return apiJson<AdminUserResponse>('PATCH', '/api/admin/users/status', body);
}

/** PATCH /api/admin/users/status (admin only); refreshes the user list afterwards. */
export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_USERS_PATH] }),
  });
}
