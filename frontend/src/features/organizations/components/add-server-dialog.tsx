import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import { apiRules } from '@/lib/api-rules';
import {
  createServerSchema,
  RUNTIMES,
  useCreateServer,
  type CreateServerInput,
} from '../api/create-server';
import { RUNTIME_LABELS } from '../lib/server-status';
import { intervalText } from '../lib/health-check-text';

/** What each runtime is usually registered as, and the endpoint IronKeep checks on it. */
const RUNTIME_HINTS: Record<
  CreateServerInput['runtime'],
  { url: string; model: string; checks: string }
> = {
  ollama: { url: 'http://10.0.0.5:11434', model: 'llama3.2', checks: 'GET /api/tags' },
  vllm: {
    url: 'http://10.0.0.5:8000/v1',
    model: 'Qwen/Qwen2.5-7B-Instruct',
    checks: 'GET /v1/models',
  },
  'openai-compatible': {
    url: 'https://models.internal.example/v1',
    model: 'mistral-7b-instruct',
    checks: 'GET /v1/models',
  },
  'ironkeep-local': { url: 'http://localhost:8080', model: 'mistral:7b', checks: 'GET /health' },
};

const EMPTY: CreateServerInput = { name: '', runtime: 'ollama', model: '', url: '', apiKey: '' };

/**
 * Add Server: registers a model server the customer already runs. Nothing is installed; IronKeep
 * starts checking the server's own health endpoint and shows what it finds.
 */
export function AddServerDialog({ intervalSeconds = 30 }: { intervalSeconds?: number }) {
  const [open, setOpen] = useState(false);
  const create = useCreateServer();
  const form = useForm<CreateServerInput>({
    resolver: zodResolver(createServerSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const runtime = useWatch({ control: form.control, name: 'runtime' });
  const hint = RUNTIME_HINTS[runtime];
  const apiKey = useWatch({ control: form.control, name: 'apiKey' });

  const onSubmit = (values: CreateServerInput) =>
    create.mutate(values, {
      onSuccess: (server) => {
        toast({
          title: 'Server added',
          // The interval the server itself reports: HEALTH_CHECK_INTERVAL may differ from 30 s.
          description: `${server.name} will be checked within ${intervalText(server.checkIntervalSeconds ?? intervalSeconds)}.`,
        });
        form.reset(EMPTY);
        setOpen(false);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Could not add server',
          description: getServerMessage(error, 'Please check the details and try again.'),
        }),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Add Server
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Server</DialogTitle>
          <DialogDescription>
            Register a model server you run. IronKeep checks it every{' '}
            {intervalText(intervalSeconds)} and marks it active once it answers with the model.
          </DialogDescription>
        </DialogHeader>
        <form
          id="add-server-form"
          onSubmit={form.handleSubmit(onSubmit)}
          className="grid gap-4"
          noValidate
        >
          <FormField id="server-name" label="Name" error={errors.name?.message}>
            <Input
              {...fieldAria('server-name', errors.name?.message)}
              maxLength={apiRules.CreateServerDto.name.maxLength}
              placeholder="GPU box 1"
              {...form.register('name')}
            />
          </FormField>
          <FormField id="server-runtime" label="Runtime" error={errors.runtime?.message}>
            <NativeSelect
              {...fieldAria('server-runtime', errors.runtime?.message)}
              {...form.register('runtime')}
            >
              {RUNTIMES.map((value) => (
                <option key={value} value={value}>
                  {RUNTIME_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id="server-model"
            label="Model"
            error={errors.model?.message}
            hint="Exactly as the runtime lists it."
          >
            <Input
              {...fieldAria('server-model', errors.model?.message)}
              maxLength={apiRules.CreateServerDto.model.maxLength}
              placeholder={hint.model}
              autoComplete="off"
              {...form.register('model')}
            />
          </FormField>
          <FormField
            id="server-url"
            label="Server URL"
            error={errors.url?.message}
            hint={`IronKeep checks ${hint.checks} here. It must be reachable from the IronKeep server; no credentials in the URL.`}
          >
            <Input
              {...fieldAria('server-url', errors.url?.message)}
              type="url"
              inputMode="url"
              maxLength={apiRules.CreateServerDto.url.maxLength}
              placeholder={hint.url}
              autoComplete="off"
              {...form.register('url')}
            />
          </FormField>
          <FormField
            id="server-api-key"
            label="API key (optional)"
            error={errors.apiKey?.message}
            hint={
              apiKey
                ? 'API key: set. Stored encrypted, sent as Authorization: Bearer, never shown again.'
                : 'API key: not set. Leave empty if the server needs none (vLLM without --api-key, Ollama).'
            }
          >
            <Input
              {...fieldAria('server-api-key', errors.apiKey?.message)}
              type="password"
              maxLength={apiRules.CreateServerDto.apiKey.maxLength}
              autoComplete="new-password"
              spellCheck={false}
              {...form.register('apiKey')}
            />
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" type="button" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" form="add-server-form" disabled={create.isPending}>
            {create.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {create.isPending ? 'Adding...' : 'Add Server'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
