import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { refreshAfterChange } from './refresh-after-change';

export type OrganizationModel = components['schemas']['OrganizationModelDto'];
type PutModelAccess = components['schemas']['PutModelAccessDto'];

export const MODELS_PATH = '/api/organizations/models';

/**
 * `serversKey` sums up the servers (serversKeyOf): the models are those of the servers, so the
 * list is read again when one is added, removed, stopped or started.
 */
export function useOrganizationModels(serversKey: string) {
  return useQuery({
    queryKey: [MODELS_PATH, serversKey],
    queryFn: () => apiJson<OrganizationModel[]>('GET', MODELS_PATH),
    // A server's status changing (serversKey) must not unmount the list, and with it an Edit
    // dialog someone is typing in: the old list stays until the new one is there.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSaveModelAccess(model: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutModelAccess) =>
      apiJson<OrganizationModel>('PUT', `${MODELS_PATH}/${encodeURIComponent(model)}`, body),
    onSuccess: () => refreshAfterChange(queryClient, MODELS_PATH),
  });
}

/** "a, b ,c" → ["a", "b", "c"]: names as typed, in order, empty pieces dropped. */
export const nameList = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

export const modelAccessFormSchema = z
  .object({
    who: z.enum(['everyone', 'teams']),
    teams: z.array(z.string()),
    aliases: z.string(),
    fallbacks: z.string(),
  })
  .refine((form) => form.who === 'everyone' || form.teams.length > 0, {
    path: ['teams'],
    message: 'Choose at least one team',
  });
export type ModelAccessForm = z.infer<typeof modelAccessFormSchema>;

export const toAccessForm = (model: OrganizationModel): ModelAccessForm => ({
  who: model.access === 'everyone' ? 'everyone' : 'teams',
  teams: model.access === 'everyone' ? [] : model.access.teams,
  aliases: model.aliases.join(', '),
  fallbacks: model.fallbacks.join(', '),
});

export const fromAccessForm = (form: ModelAccessForm): PutModelAccess => ({
  access: form.who === 'everyone' ? 'everyone' : { teams: form.teams },
  aliases: nameList(form.aliases),
  fallbacks: nameList(form.fallbacks),
});
