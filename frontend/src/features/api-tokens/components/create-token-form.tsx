import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import {
  type CreateApiTokenInput,
  createApiTokenSchema,
  TOKEN_LIFETIMES,
} from '../api/create-api-token';

type CreateTokenFormProps = {
  pending: boolean;
  onSubmit: (input: CreateApiTokenInput) => void;
};

/** Name, scopes (read and/or write) and lifetime of a new token. */
export function CreateTokenForm({ pending, onSubmit }: CreateTokenFormProps) {
  const form = useForm<CreateApiTokenInput>({
    resolver: zodResolver(createApiTokenSchema),
    defaultValues: { name: '', read: true, write: false, inference: false, lifetime: '30' },
  });
  const { errors } = form.formState;
  const scopeError = errors.read?.message;
  const submit = form.handleSubmit(onSubmit);

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <FormField id="token-name" label="Name" error={errors.name?.message}>
        <Input
          placeholder="e.g. CI deploy script"
          autoComplete="off"
          {...fieldAria('token-name', errors.name?.message)}
          {...form.register('name')}
        />
      </FormField>
      <fieldset
        className="grid gap-2"
        aria-describedby={scopeError ? 'token-scopes-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Scopes</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('read')} />
          Read — GET requests
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('write')} />
          Write — POST, PUT, PATCH and DELETE requests
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 shrink-0" {...form.register('inference')} />
          Inference — the OpenAI-compatible API at /api/v1 (your organization’s AI servers)
        </label>
        {scopeError && (
          <p id="token-scopes-error" role="alert" className="text-xs font-medium text-destructive">
            {scopeError}
          </p>
        )}
      </fieldset>
      <FormField id="token-lifetime" label="Expires after">
        <NativeSelect id="token-lifetime" {...form.register('lifetime')}>
          {TOKEN_LIFETIMES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {pending ? 'Creating...' : 'Create token'}
        </Button>
      </DialogFooter>
    </form>
  );
}
