import { Bot, Pencil, Plus, Trash2 } from 'lucide-react';
import { AssistantIcon } from '@/components/ui/assistant-icon';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import {
  type CustomAssistant,
  useCustomAssistants,
  useDeleteCustomAssistant,
} from '../api/custom-assistants';
import { useOrganizationModels } from '../api/models';
import { type Team, useTeams } from '../api/teams';
import { type AssistantFormChoices, CustomAssistantDialog } from './custom-assistant-dialog';
import type { DocumentChoice } from './custom-assistant-fields';

type CardProps = {
  canManage: boolean;
  serversKey: string;
  /** The organization's knowledge documents (the route supplies them); undefined while loading. */
  documents: readonly DocumentChoice[] | undefined;
};

const SCOPE_TEXT = {
  all: 'All documents',
  documents: 'Chosen documents',
  none: 'No documents',
} as const;

function accessText(assistant: CustomAssistant, teams: readonly Team[]) {
  if (assistant.access === 'everyone') return 'Everyone may use it';
  const name = (id: string) => teams.find((t) => t.id === id)?.name ?? 'a deleted team';
  return `Only ${assistant.access.teams.map(name).join(', ')}`;
}

/**
 * The organization's own assistants (issue 42): instructions, a model, a knowledge scope and
 * starter questions, published to everyone or to chosen teams. Owners and admins manage them;
 * a member sees the ones they may use, without controls.
 */
export function CustomAssistantsCard({ canManage, serversKey, documents }: CardProps) {
  const assistants = useCustomAssistants();
  const teams = useTeams();
  const models = useOrganizationModels(serversKey);
  const choices: AssistantFormChoices = {
    models: (models.data ?? []).map((m) => m.model),
    teams: teams.data ?? [],
    documents,
  };
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Bot className="size-4" aria-hidden="true" />
            Assistants
          </CardTitle>
          <CardDescription>
            Assistants of your own, with instructions, a model and documents, for everyone or for
            chosen teams. Members pick them on the Assistants page.
          </CardDescription>
        </div>
        {canManage && (
          <CustomAssistantDialog
            {...choices}
            trigger={
              <Button size="sm">
                <Plus aria-hidden="true" />
                New assistant
              </Button>
            }
          />
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {assistants.isPending && <Spinner label="Loading assistants..." />}
        {assistants.isError && (
          <p className="text-sm text-muted-foreground">Assistants could not be loaded.</p>
        )}
        {assistants.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">No assistants of your own yet.</p>
        )}
        {assistants.data && assistants.data.length > 0 && (
          <ul className="grid gap-3" aria-label="Your organization’s assistants">
            {assistants.data.map((assistant) => (
              <AssistantRow
                key={assistant.id}
                assistant={assistant}
                canManage={canManage}
                choices={choices}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AssistantRow({
  assistant,
  canManage,
  choices,
}: {
  assistant: CustomAssistant;
  canManage: boolean;
  choices: AssistantFormChoices;
}) {
  const remove = useDeleteCustomAssistant();
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-3 text-sm">
      <div className="flex min-w-0 items-start gap-3">
        <AssistantIcon icon={assistant.icon} color={assistant.color} className="size-8" />
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium wrap-anywhere">{assistant.name}</p>
          <p className="font-mono text-xs text-muted-foreground break-all">
            assistant:{assistant.slug}
          </p>
          <p className="text-muted-foreground">
            {assistant.model ?? 'Organization default'} · {SCOPE_TEXT[assistant.knowledge.scope]} ·{' '}
            {accessText(assistant, choices.teams)}
          </p>
        </div>
      </div>
      {canManage && (
        <div className="flex items-center gap-1">
          <CustomAssistantDialog
            assistant={assistant}
            {...choices}
            trigger={
              <Button size="sm" variant="ghost" aria-label={`Edit ${assistant.name}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            }
          />
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="ghost" aria-label={`Delete ${assistant.name}`}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            }
            title="Delete Assistant"
            description={`${assistant.name} is deleted: members no longer see it, and programs calling assistant:${assistant.slug} get “model not found”.`}
            confirmLabel="Delete assistant"
            onConfirm={() =>
              remove.mutate(assistant.id, {
                onSuccess: () => toast({ title: 'Assistant deleted', description: assistant.name }),
                onError: (error) =>
                  toast({
                    variant: 'destructive',
                    title: 'Assistant not deleted',
                    description: getServerMessage(error, 'Please try again.'),
                  }),
              })
            }
          />
        </div>
      )}
    </li>
  );
}
