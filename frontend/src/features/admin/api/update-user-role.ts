import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { ADMIN_USERS_PATH } from './get-users';

export type UpdateUserRoleRequest = components['schemas']['UpdateUserRoleDto'];
type AdminUserResponse = components['schemas']['AdminUserResponseDto'];

export function updateUserRole(body: UpdateUserRoleRequest) {
  return apiJson<AdminUserResponse>('PATCH', '/api/admin/users/role', body);
}

/** PATCH /api/admin/users/role (admin only); refreshes the user list afterwards. */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_USERS_PATH] }),
  });
}
