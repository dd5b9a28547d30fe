import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2, UsersRound, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import { type Member, useMembers } from '../api/get-members';
import { teamLimitsPath } from '../api/limits';
import {
  type Team,
  teamBody,
  type TeamInput,
  teamSchema,
  useCreateTeam,
  useDeleteTeam,
  useTeamMember,
  useTeams,
} from '../api/teams';
import { LimitsDialog } from './limits-dialog';
import { TeamEditDialog } from './team-edit-dialog';
import { TeamFields } from './team-fields';

const failed = (title: string) => (error: unknown) =>
  toast({
    variant: 'destructive',
    title,
    description: getServerMessage(error, 'Please try again.'),
  });

/**
 * Teams of the organisation (issue 40): who is in which, each team's limits, and which models
 * a team may use (the Models rules name teams). Members read; owners and admins manage.
 */
export function TeamsCard({ canManage }: { canManage: boolean }) {
  const teams = useTeams();
  const members = useMembers();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UsersRound className="size-4" aria-hidden="true" />
          Teams
        </CardTitle>
        <CardDescription>
          A team can be given models of its own and limits; with single sign-on, a team linked to a
          group follows it at each sign-in.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {teams.isPending && <Spinner label="Loading teams..." />}
        {teams.isError && (
          <p className="text-sm text-muted-foreground">Teams could not be loaded.</p>
        )}
        {teams.data?.length === 0 && <p className="text-sm text-muted-foreground">No teams yet.</p>}
        {teams.data && teams.data.length > 0 && (
          <ul className="grid gap-3" aria-label="Teams">
            {teams.data.map((team) => (
              <TeamRow
                key={team.id}
                team={team}
                members={members.data?.data ?? []}
                canManage={canManage}
              />
            ))}
          </ul>
        )}
        {canManage && <CreateTeamForm />}
      </CardContent>
    </Card>
  );
}

function TeamRow({
  team,
  members,
  canManage,
}: {
  team: Team;
  members: Member[];
  canManage: boolean;
}) {
  const change = useTeamMember();
  const remove = useDeleteTeam();
  const [adding, setAdding] = useState('');
  const inTeam = new Set(team.members.map((m) => m.id));
  const candidates = members.filter((m) => !inTeam.has(m.id));
  const selectId = `team-${team.id}-add`;

  const setMember = (userId: string, username: string, add: boolean) =>
    change.mutate(
      { teamId: team.id, userId, add },
      {
        onSuccess: () => {
          toast({
            title: add ? 'Added to the team' : 'Taken out of the team',
            description: `${username}, ${team.name}`,
          });
          if (add) setAdding('');
        },
        onError: failed(add ? 'Not added' : 'Not taken out'),
      },
    );

  return (
    <li className="grid gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium">{team.name}</p>
          {team.idpGroup && (
            <p className="break-all text-xs text-muted-foreground">Group: {team.idpGroup}</p>
          )}
        </div>
        {canManage && (
          <div className="flex items-center gap-1">
            <TeamEditDialog team={team} />
            <LimitsDialog path={teamLimitsPath(team.id)} subject={team.name} />
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="ghost" aria-label={`Delete team ${team.name}`}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              }
              title="Delete Team"
              description={`${team.name} is deleted. Its members stay in the organization.`}
              confirmLabel="Delete team"
              onConfirm={() =>
                remove.mutate(team.id, {
                  onSuccess: () => toast({ title: 'Team deleted', description: team.name }),
                  onError: failed('Team not deleted'),
                })
              }
            />
          </div>
        )}
      </div>
      {team.members.length === 0 ? (
        <p className="text-sm text-muted-foreground">No members.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={`Members of ${team.name}`}>
          {team.members.map((m) => (
            <li key={m.id}>
              <Badge variant="secondary" className="gap-1">
                {m.username}
                {canManage && (
                  <button
                    type="button"
                    className="rounded-sm p-0.5 hover:bg-background"
                    aria-label={`Take ${m.username} out of ${team.name}`}
                    onClick={() => setMember(m.id, m.username, false)}
                  >
                    <X className="size-3" aria-hidden="true" />
                  </button>
                )}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {canManage && candidates.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <FormField
            id={selectId}
            label={`Add a member to ${team.name}`}
            className="min-w-48 flex-1"
          >
            <NativeSelect id={selectId} value={adding} onChange={(e) => setAdding(e.target.value)}>
              <option value="">Choose a member</option>
              {candidates.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.username}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Button
            variant="outline"
            disabled={!adding || change.isPending}
            onClick={() =>
              setMember(adding, candidates.find((m) => m.id === adding)?.username ?? '', true)
            }
          >
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
      )}
    </li>
  );
}

function CreateTeamForm() {
  const create = useCreateTeam();
  const form = useForm<TeamInput>({
    resolver: zodResolver(teamSchema),
    defaultValues: { name: '', idpGroup: '' },
  });
  const submit = form.handleSubmit((input) =>
    create.mutate(teamBody(input), {
      onSuccess: (team) => {
        toast({ title: 'Team created', description: team.name });
        form.reset();
      },
      onError: failed('Team not created'),
    }),
  );
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-md border border-dashed p-3"
      aria-label="New team"
      noValidate
    >
      <p className="font-medium">New team</p>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <TeamFields form={form} idPrefix="new-team" />
      </div>
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        <Plus aria-hidden="true" />
        Create team
      </Button>
    </form>
  );
}
