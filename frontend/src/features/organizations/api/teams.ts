import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { refreshAfterChange } from './refresh-after-change';

export type Team = components['schemas']['TeamDto'];

export const TEAMS_PATH = '/api/organizations/teams';
const teamPath = (id: string) => `${TEAMS_PATH}/${encodeURIComponent(id)}`;

/** The backend's rule (TEAM_NAME_RULE), with its messages. */
export const teamNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Team name is required')
    .max(100, 'Team name must be at most 100 characters'),
});
export type TeamNameInput = z.infer<typeof teamNameSchema>;

/** Name and identity-provider group (TEAM_IDP_GROUP_RULE); an empty group means none. */
export const teamSchema = teamNameSchema.extend({
  idpGroup: z.string().trim().max(500, 'Identity-provider group must be at most 500 characters'),
});
export type TeamInput = z.infer<typeof teamSchema>;

/** The form's values as the API takes them: no group is `null`, which unlinks the team. */
export const teamBody = ({ name, idpGroup }: TeamInput) => ({
  name,
  idpGroup: idpGroup === '' ? null : idpGroup,
});

export const getTeamsQueryOptions = () =>
  queryOptions({
    queryKey: [TEAMS_PATH],
    queryFn: () => apiJson<Team[]>('GET', TEAMS_PATH),
    retry: false,
  });

export function useTeams() {
  return useQuery(getTeamsQueryOptions());
}

/** A change to the teams: the list is read again once it is done. */
function useTeamMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => refreshAfterChange(queryClient, TEAMS_PATH),
  });
}

export const useCreateTeam = () =>
  useTeamMutation((body: components['schemas']['CreateTeamDto']) =>
    apiJson<Team>('POST', TEAMS_PATH, body),
  );

export const useUpdateTeam = () =>
  useTeamMutation(({ id, ...body }: { id: string } & components['schemas']['UpdateTeamDto']) =>
    apiJson<Team>('PATCH', teamPath(id), body),
  );

export const useDeleteTeam = () =>
  useTeamMutation((id: string) => apiJson<unknown>('DELETE', teamPath(id)));

export const useTeamMember = () =>
  useTeamMutation(({ teamId, userId, add }: { teamId: string; userId: string; add: boolean }) =>
    apiJson<Team>(
      add ? 'PUT' : 'DELETE',
      `${teamPath(teamId)}/members/${encodeURIComponent(userId)}`,
    ),
  );
