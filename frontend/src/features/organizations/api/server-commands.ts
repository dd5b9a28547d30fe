import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { getMySubscriptionQueryOptions } from './get-my-subscription';
import type { Server } from './subscription-types';

/**
 * POST /api/servers/{id}/stop | start | check and DELETE /api/servers/{id}: one small command
 * each, all refreshing the dashboard afterwards.
 */
export type ServerCommand = 'stop' | 'start' | 'check' | 'remove';

export async function runServerCommand({
  id,
  command,
}: {
  id: string;
  command: ServerCommand;
}): Promise<Server | null> {
  const path = `/api/servers/${encodeURIComponent(id)}`;
  if (command === 'remove') {
    await apiJson<{ success: boolean }>('DELETE', path);
    return null;
  }
  return apiJson<Server>('POST', `${path}/${command}`, {});
}

export function useServerCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runServerCommand,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getMySubscriptionQueryOptions().queryKey }),
  });
}
