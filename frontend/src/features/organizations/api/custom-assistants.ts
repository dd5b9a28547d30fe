import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { refreshAfterChange } from './refresh-after-change';

type Schemas = components['schemas'];
/** An organization's own assistant (issue 42), generated from the API document. */
export type CustomAssistant = Schemas['CustomAssistantDto'];
export type CustomAssistantInput = Schemas['CreateCustomAssistantDto'];
type CustomAssistantResponse = Schemas['CustomAssistantResponseDto'];

export const CUSTOM_ASSISTANTS_PATH = '/api/organizations/assistants';
const assistantPath = (id: string) => `${CUSTOM_ASSISTANTS_PATH}/${encodeURIComponent(id)}`;

/** By name; a member gets the ones they may use, owners and admins all of them. */
export const getCustomAssistantsQueryOptions = () =>
  queryOptions({
    queryKey: [CUSTOM_ASSISTANTS_PATH],
    queryFn: async () =>
      (await apiJson<Schemas['CustomAssistantListDto']>('GET', CUSTOM_ASSISTANTS_PATH)).assistants,
    retry: false,
  });

export function useCustomAssistants({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCustomAssistantsQueryOptions(), enabled });
}

function useAssistantMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => refreshAfterChange(queryClient, CUSTOM_ASSISTANTS_PATH),
  });
}

export const useCreateCustomAssistant = () =>
  useAssistantMutation(
    async (body: CustomAssistantInput) =>
      (await apiJson<CustomAssistantResponse>('POST', CUSTOM_ASSISTANTS_PATH, body)).assistant,
  );

export const useUpdateCustomAssistant = () =>
  useAssistantMutation(
    async ({ id, body }: { id: string; body: Schemas['UpdateCustomAssistantDto'] }) =>
      (await apiJson<CustomAssistantResponse>('PATCH', assistantPath(id), body)).assistant,
  );

export const useDeleteCustomAssistant = () =>
  useAssistantMutation((id: string) => apiJson<unknown>('DELETE', assistantPath(id)));
