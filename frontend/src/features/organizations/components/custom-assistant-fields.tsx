import { Plus, X } from 'lucide-react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import {
  ASSISTANT_ICON_NAMES,
  ASSISTANT_ICONS,
  AssistantIcon,
} from '@/components/ui/assistant-icon';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { Team } from '../api/teams';
import { type CustomAssistantForm, MAX_STARTERS } from '../lib/custom-assistant-form';

type Form = UseFormReturn<CustomAssistantForm>;
/** A knowledge document the assistant may be scoped to (the route supplies the list). */
export type DocumentChoice = { id: string; name: string };

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-xs font-medium text-destructive">
      {message}
    </p>
  );
}

const choiceClass = 'flex items-center gap-2 text-sm';

/** The icon set as radio buttons, each drawn in the chosen color. */
export function IconField({ form }: { form: Form }) {
  const color = useWatch({ control: form.control, name: 'color' });
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Icon</legend>
      <div className="flex flex-wrap gap-2">
        {ASSISTANT_ICON_NAMES.map((name) => (
          <label key={name} className="cursor-pointer">
            <input type="radio" value={name} className="peer sr-only" {...form.register('icon')} />
            <span className="flex rounded-md border-2 border-transparent p-1 peer-checked:border-primary peer-focus-visible:ring-2 peer-focus-visible:ring-ring">
              <AssistantIcon icon={name} color={color} className="size-8" />
            </span>
            <span className="sr-only">{ASSISTANT_ICONS[name].label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** All of the organization's documents, chosen ones, or none. */
export function KnowledgeField({
  form,
  documents,
}: {
  form: Form;
  documents: readonly DocumentChoice[] | undefined;
}) {
  const scope = useWatch({ control: form.control, name: 'scope' });
  const error = form.formState.errors.documentIds?.message;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? 'custom-assistant-documents-error' : undefined}
    >
      <legend className="mb-1 text-sm font-medium">Knowledge</legend>
      <label className={choiceClass}>
        <input type="radio" value="all" className="size-4" {...form.register('scope')} />
        All of the organization’s documents
      </label>
      <label className={choiceClass}>
        <input type="radio" value="documents" className="size-4" {...form.register('scope')} />
        Only these documents
      </label>
      {scope === 'documents' && (
        <div className="grid max-h-48 gap-2 overflow-y-auto pl-6">
          {documents === undefined ? (
            <p className="text-sm text-muted-foreground">Loading documents...</p>
          ) : documents.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No documents yet: upload some on the Knowledge page first.
            </p>
          ) : (
            documents.map((doc) => (
              <label key={doc.id} className={choiceClass}>
                <input
                  type="checkbox"
                  value={doc.id}
                  className="size-4 shrink-0"
                  {...form.register('documentIds')}
                />
                <span className="min-w-0 break-all">{doc.name}</span>
              </label>
            ))
          )}
        </div>
      )}
      <label className={choiceClass}>
        <input type="radio" value="none" className="size-4" {...form.register('scope')} />
        None: the model’s own knowledge
      </label>
      <FieldError id="custom-assistant-documents-error" message={error} />
    </fieldset>
  );
}

/** Up to six questions a member can ask with one click. */
export function StartersField({ form }: { form: Form }) {
  const starters = useFieldArray({ control: form.control, name: 'starters' });
  const errors = form.formState.errors.starters;
  return (
    <fieldset className="grid gap-2" aria-describedby="custom-assistant-starters-hint">
      <legend className="mb-1 text-sm font-medium">Starter questions</legend>
      <p id="custom-assistant-starters-hint" className="text-xs text-muted-foreground">
        Up to {MAX_STARTERS}, shown beside the chat.
      </p>
      {starters.fields.map((field, index) => {
        const message = errors?.[index]?.text?.message;
        const id = `custom-assistant-starter-${index}`;
        return (
          <div key={field.id} className="grid gap-1">
            <div className="flex items-center gap-2">
              <Input
                id={id}
                aria-label={`Starter question ${index + 1}`}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${id}-error` : undefined}
                maxLength={200}
                {...form.register(`starters.${index}.text`)}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove starter question ${index + 1}`}
                onClick={() => starters.remove(index)}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
            <FieldError id={`${id}-error`} message={message} />
          </div>
        );
      })}
      {starters.fields.length < MAX_STARTERS && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => starters.append({ text: '' })}
        >
          <Plus aria-hidden="true" />
          Add a question
        </Button>
      )}
      <FieldError
        id="custom-assistant-starters-error"
        message={errors?.message ?? errors?.root?.message}
      />
    </fieldset>
  );
}

/** Everyone in the organization, or members of chosen teams. */
export function AccessField({ form, teams }: { form: Form; teams: readonly Team[] }) {
  const who = useWatch({ control: form.control, name: 'who' });
  const error = form.formState.errors.teams?.message;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? 'custom-assistant-teams-error' : undefined}
    >
      <legend className="mb-1 text-sm font-medium">Who may use it</legend>
      <label className={choiceClass}>
        <input type="radio" value="everyone" className="size-4" {...form.register('who')} />
        Everyone in the organization
      </label>
      <label className={choiceClass}>
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
              <label key={team.id} className={choiceClass}>
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
      <FieldError id="custom-assistant-teams-error" message={error} />
    </fieldset>
  );
}
