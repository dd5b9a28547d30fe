import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
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
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import {
  type CustomAssistant,
  useCreateCustomAssistant,
  useUpdateCustomAssistant,
} from '../api/custom-assistants';
import type { Team } from '../api/teams';
import {
  type CustomAssistantForm,
  customAssistantFormSchema,
  emptyAssistantForm,
  fieldErrorsOf,
  fromAssistantForm,
  slugOf,
  toAssistantForm,
} from '../lib/custom-assistant-form';
import {
  AccessField,
  type DocumentChoice,
  IconField,
  KnowledgeField,
  StartersField,
} from './custom-assistant-fields';

export type AssistantFormChoices = {
  /** The organization's models (GET /api/organizations/models), by name. */
  models: readonly string[];
  teams: readonly Team[];
  /** The organization's knowledge documents; undefined while they load. */
  documents: readonly DocumentChoice[] | undefined;
};

type DialogProps = AssistantFormChoices & {
  /** The assistant to edit; none to create one. */
  assistant?: CustomAssistant;
  trigger: ReactNode;
};

/** Creates or edits one of the organization's assistants. */
export function CustomAssistantDialog({ assistant, trigger, ...choices }: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{assistant ? `Edit ${assistant.name}` : 'New assistant'}</DialogTitle>
          <DialogDescription>
            Members it is published to pick it on the Assistants page; programs call it as{' '}
            <code className="font-mono">assistant:{assistant?.slug ?? 'its-slug'}</code>.
          </DialogDescription>
        </DialogHeader>
        <AssistantForm assistant={assistant} {...choices} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AssistantForm({
  assistant,
  models,
  teams,
  documents,
  onSaved,
}: AssistantFormChoices & { assistant?: CustomAssistant; onSaved: () => void }) {
  const create = useCreateCustomAssistant();
  const update = useUpdateCustomAssistant();
  const [slugTouched, setSlugTouched] = useState(Boolean(assistant));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CustomAssistantForm>({
    resolver: zodResolver(customAssistantFormSchema),
    defaultValues: assistant ? toAssistantForm(assistant) : emptyAssistantForm(),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) => {
    setFormError(null);
    const body = fromAssistantForm(input);
    const handlers = {
      onSuccess: () => {
        toast({
          title: assistant ? 'Assistant saved' : 'Assistant created',
          description: body.name,
        });
        onSaved();
      },
      onError: (error: unknown) => {
        const problems = fieldErrorsOf(error);
        for (const { field, message } of problems) {
          if (field !== 'form') form.setError(field, { message });
        }
        const rest = problems.filter((p) => p.field === 'form').map((p) => p.message);
        setFormError(
          rest.length ? rest.join(' ') : problems.length ? null : 'The assistant was not saved.',
        );
      },
    };
    if (assistant) update.mutate({ id: assistant.id, body }, handlers);
    else create.mutate(body, handlers);
  });

  const nameField = form.register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTouched) form.setValue('slug', slugOf(event.target.value));
    },
  });
  const text = (name: 'name' | 'slug' | 'description', label: string, hint?: string) => (
    <FormField
      id={`custom-assistant-${name}`}
      label={label}
      hint={hint}
      error={errors[name]?.message}
    >
      <Input
        autoComplete="off"
        {...fieldAria(`custom-assistant-${name}`, errors[name]?.message)}
        {...(name === 'name'
          ? nameField
          : form.register(name, name === 'slug' ? { onChange: () => setSlugTouched(true) } : {}))}
      />
    </FormField>
  );
  const pending = create.isPending || update.isPending;

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'Name')}
        {text('slug', 'Slug', 'Lower-case letters, digits and hyphens; made from the name')}
      </div>
      {text('description', 'Description', 'One line shown to members (optional)')}
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <IconField form={form} />
        <FormField id="custom-assistant-color" label="Color" error={errors.color?.message}>
          <input
            type="color"
            className="h-10 w-16 cursor-pointer rounded-md border border-input bg-background p-1"
            {...fieldAria('custom-assistant-color', errors.color?.message)}
            {...form.register('color')}
          />
        </FormField>
      </div>
      <FormField
        id="custom-assistant-instructions"
        label="Instructions"
        hint="The system prompt: who it is, what it does, how it answers"
        error={errors.instructions?.message}
      >
        <Textarea
          rows={6}
          maxLength={8000}
          {...fieldAria('custom-assistant-instructions', errors.instructions?.message)}
          {...form.register('instructions')}
        />
      </FormField>
      <FormField id="custom-assistant-model" label="Model" error={errors.model?.message}>
        <NativeSelect
          {...fieldAria('custom-assistant-model', errors.model?.message)}
          {...form.register('model')}
        >
          <option value="">Organization default</option>
          {models.map((model) => (
            <option key={model} value={model}>
              {model}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <KnowledgeField form={form} documents={documents} />
      <StartersField form={form} />
      <AccessField form={form} teams={teams} />
      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      )}
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {assistant ? 'Save' : 'Create assistant'}
        </Button>
      </DialogFooter>
    </form>
  );
}
