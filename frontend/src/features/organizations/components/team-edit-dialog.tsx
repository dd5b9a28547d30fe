import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import { type Team, teamBody, type TeamInput, teamSchema, useUpdateTeam } from '../api/teams';
import { TeamFields } from './team-fields';

/** "Edit" on a team: its name and identity-provider group (owners and admins). */
export function TeamEditDialog({ team }: { team: Team }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={`Edit team ${team.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit {team.name}</DialogTitle>
          <DialogDescription>
            Linked to a group, the team’s members are set from the directory at each sign-in;
            without one, you choose them here.
          </DialogDescription>
        </DialogHeader>
        {open && <TeamEditForm team={team} onSaved={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function TeamEditForm({ team, onSaved }: { team: Team; onSaved: () => void }) {
  const update = useUpdateTeam();
  const form = useForm<TeamInput>({
    resolver: zodResolver(teamSchema),
    defaultValues: { name: team.name, idpGroup: team.idpGroup ?? '' },
  });
  const submit = form.handleSubmit((input) =>
    update.mutate(
      { id: team.id, ...teamBody(input) },
      {
        onSuccess: (saved) => {
          toast({ title: 'Team saved', description: saved.name });
          onSaved();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Team not saved',
            description: getServerMessage(error, 'Please try again.'),
          }),
      },
    ),
  );
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <TeamFields form={form} idPrefix={`edit-team-${team.id}`} />
      <DialogFooter>
        <Button type="submit" disabled={update.isPending}>
          Save team
        </Button>
      </DialogFooter>
    </form>
  );
}
