import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type AiSettings = components['schemas']['AiSettingsDto'];
type UpdateAiSettings = components['schemas']['UpdateAiSettingsDto'];

export const AI_SETTINGS_PATH = '/api/organizations/ai-settings';

export const getAiSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [AI_SETTINGS_PATH],
    queryFn: () => apiJson<AiSettings>('GET', AI_SETTINGS_PATH),
  });

export function useAiSettings() {
  return useQuery(getAiSettingsQueryOptions());
}

export function updateAiSettings(body: UpdateAiSettings) {
  return apiJson<AiSettings>('PUT', AI_SETTINGS_PATH, body);
}

export function useUpdateAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAiSettings,
    onSuccess: (settings) => queryClient.setQueryData([AI_SETTINGS_PATH], settings),
  });
}
