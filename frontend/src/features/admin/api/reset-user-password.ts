import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { ADMIN_USERS_PATH } from './get-users';

export type PasswordResetResult = components['schemas']['AdminPasswordResetResponseDto'];

/** POST /api/admin/users/password-reset (admin only): a link by e-mail or a temporary password. */
export function useResetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiJson<PasswordResetResult>('POST', '/api/admin/users/password-reset', { userId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_USERS_PATH] }),
  });
}
