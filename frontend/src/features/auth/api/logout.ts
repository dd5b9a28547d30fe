import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout', {});
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}
