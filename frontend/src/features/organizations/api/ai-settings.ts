import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type AiSettings = components['schemas']['AiSettingsDto'];
type UpdateAiSettings = components['schemas']['UpdateAiSettingsDto'];

export const AI_SETTINGS_PATH = '/api/organizations/ai-settings';

/**
 * `serversKey` sums up the servers (ids and statuses): the model in use follows them (the first
 * active server's, when none is chosen), so a change of server asks again. Meanwhile the last
 * answer stays on screen (keepPreviousData): without it the card fell back to its spinner on
 * every health change, unmounting the owner's model select under a keyboard user's focus.
 */
export const getAiSettingsQueryOptions = (serversKey: string) =>
  queryOptions({
    queryKey: [AI_SETTINGS_PATH, serversKey],
    queryFn: () => apiJson<AiSettings>('GET', AI_SETTINGS_PATH),
    placeholderData: keepPreviousData,
  });

export function useAiSettings(serversKey: string) {
  return useQuery(getAiSettingsQueryOptions(serversKey));
}

export function updateAiSettings(body: UpdateAiSettings) {
  return apiJson<AiSettings>('PUT', AI_SETTINGS_PATH, body);
}

export function useUpdateAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAiSettings,
    onSuccess: (settings) => queryClient.setQueriesData({ queryKey: [AI_SETTINGS_PATH] }, settings),
  });
}
