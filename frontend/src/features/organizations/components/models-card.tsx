import { zodResolver } from '@hookform/resolvers/zod';
import { Boxes, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import {
  fromAccessForm,
  type ModelAccessForm,
  modelAccessFormSchema,
  type OrganizationModel,
  toAccessForm,
  useOrganizationModels,
  useSaveModelAccess,
} from '../api/models';
import { type Team, useTeams } from '../api/teams';

/**
 * Models of the organisation's servers (issue 40): who may call each (everyone, or members of
 * chosen teams), the other names it answers to, and what answers when none of its servers can.
 * A model a caller may not use is, for them, as absent as one that does not exist.
 */
export function ModelsCard({ canManage, serversKey }: { canManage: boolean; serversKey: string }) {
  const models = useOrganizationModels(serversKey);
  const teams = useTeams();
  const teamName = (id: string) => teams.data?.find((t) => t.id === id)?.name ?? 'a deleted team';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Boxes className="size-4" aria-hidden="true" />
          Models
        </CardTitle>
        <CardDescription>
          Who may use each model of your servers, through the API and the assistants; the other
          names it answers to; and which models answer when none of its servers can.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {models.isPending && <Spinner label="Loading models..." />}
        {models.isError && (
          <p className="text-sm text-muted-foreground">Models could not be loaded.</p>
        )}
        {models.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">
            No models yet: each server you add brings its model here.
          </p>
        )}
        {models.data && models.data.length > 0 && (
          <ul className="grid gap-3" aria-label="Models">
            {models.data.map((model) => (
              <li key={model.model} className="grid gap-1 rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="min-w-0 break-all font-mono font-medium">{model.model}</p>
                  {canManage && <EditModelDialog model={model} teams={teams.data ?? []} />}
                </div>
                <p className="text-muted-foreground">
                  {model.servers} {model.servers === 1 ? 'server' : 'servers'} ·{' '}
                  {model.access === 'everyone'
                    ? 'Everyone may use it'
                    : `Only ${model.access.teams.map(teamName).join(', ')}`}
                </p>
                {model.aliases.length > 0 && (
                  <p className="break-all text-muted-foreground">
                    Also answers to: {model.aliases.join(', ')}
                  </p>
                )}
                {model.fallbacks.length > 0 && (
                  <p className="break-all text-muted-foreground">
                    When none of its servers can answer: {model.fallbacks.join(', then ')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function EditModelDialog({ model, teams }: { model: OrganizationModel; teams: Team[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={`Edit ${model.model}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-all">{model.model}</DialogTitle>
          <DialogDescription>
            Callers outside its teams get “model not found”, as for a model that does not exist.
          </DialogDescription>
        </DialogHeader>
        <ModelAccessFormFields model={model} teams={teams} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ModelAccessFormFields({
  model,
  teams,
  onSaved,
}: {
  model: OrganizationModel;
  teams: Team[];
  onSaved: () => void;
}) {
  const save = useSaveModelAccess(model.model);
  const form = useForm<ModelAccessForm>({
    resolver: zodResolver(modelAccessFormSchema),
    defaultValues: toAccessForm(model),
  });
  const { errors } = form.formState;
  const who = useWatch({ control: form.control, name: 'who' });
  const submit = form.handleSubmit((input) =>
    save.mutate(fromAccessForm(input), {
      onSuccess: () => {
        toast({ title: 'Model saved', description: model.model });
        onSaved();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Model not saved',
          description: getServerMessage(error, 'Please try again.'),
        }),
    }),
  );
  const teamsError = errors.teams?.message;
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <fieldset
        className="grid gap-2"
        aria-describedby={teamsError ? 'model-teams-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Who may use it</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="everyone" className="size-4" {...form.register('who')} />
          Everyone in the organization
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="teams" className="size-4" {...form.register('who')} />
          Only members of these teams
        </label>
        {who === 'teams' &&
          (teams.length === 0 ? (
            <p className="pl-6 text-sm text-muted-foreground">
              No teams yet: create one in Teams first.
            </p>
          ) : (
            <div className="grid gap-2 pl-6">
              {teams.map((team) => (
                <label key={team.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    value={team.id}
                    className="size-4"
                    {...form.register('teams')}
                  />
                  {team.name}
                </label>
              ))}
            </div>
          ))}
        {teamsError && (
          <p id="model-teams-error" role="alert" className="text-xs font-medium text-destructive">
            {teamsError}
          </p>
        )}
      </fieldset>
      <FormField
        id="model-aliases"
        label="Also answers to"
        hint="Other names, separated by commas, such as gpt-4o-mini for existing programs"
        error={errors.aliases?.message}
      >
        <Input
          autoComplete="off"
          {...fieldAria('model-aliases', errors.aliases?.message)}
          {...form.register('aliases')}
        />
      </FormField>
      <FormField
        id="model-fallbacks"
        label="Fallbacks"
        hint="Models that answer, in this order, when none of its servers can"
        error={errors.fallbacks?.message}
      >
        <Input
          autoComplete="off"
          {...fieldAria('model-fallbacks', errors.fallbacks?.message)}
          {...form.register('fallbacks')}
        />
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={save.isPending}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}
