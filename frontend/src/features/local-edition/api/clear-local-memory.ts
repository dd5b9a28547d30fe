import { useMutation, useQueryClient } from '@tanstack/react-query';
import { localServiceJson } from './local-service-client';
import { localServiceKeys } from './query-keys';

/** DELETE {base}/memory/{sessionId}: the service forgets the conversation. */
export function clearLocalMemory(base: string, sessionId: string): Promise<unknown> {
  return localServiceJson(base, 'DELETE', `/memory/${encodeURIComponent(sessionId)}`);
}

export function useClearLocalMemory(base: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => clearLocalMemory(base, sessionId),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localServiceKeys.sessions(base) }),
  });
}
