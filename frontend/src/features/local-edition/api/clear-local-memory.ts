import { useMutation, useQueryClient } from '@tanstack/react-query';
import { localServiceJson } from './local-service-client';
import { localServiceKeys } from './query-keys';

/** DELETE {base}/memory/{sessionId}: the service forgets the conversation. */
export function clearLocalMemory(sessionId: string): Promise<unknown> {
  return localServiceJson('DELETE', `/memory/${encodeURIComponent(sessionId)}`);
}

export function useClearLocalMemory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearLocalMemory,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localServiceKeys.sessions() }),
  });
}
