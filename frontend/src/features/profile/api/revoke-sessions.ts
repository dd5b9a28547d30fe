import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { getSessionsQueryOptions, SESSIONS_PATH } from './get-sessions';

type SuccessResponse = components['schemas']['SuccessResponseDto'];
type RevokedResponse = components['schemas']['RevokedSessionsResponseDto'];

export function revokeSession(id: string) {
  return apiJson<SuccessResponse>('DELETE', `${SESSIONS_PATH}/${encodeURIComponent(id)}`);
}

export function signOutOtherSessions() {
  return apiJson<RevokedResponse>('POST', `${SESSIONS_PATH}/sign-out-others`);
}

function useSessionsMutation<TArg, TResult>(mutationFn: (arg: TArg) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
  });
}

export const useRevokeSession = () => useSessionsMutation(revokeSession);
export const useSignOutOtherSessions = () => useSessionsMutation(signOutOtherSessions);
