import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { normalizeLocalApiBase } from '@/config/local-service';
import type { LocalHealth } from '../../api/get-local-health';
import { testLocalConnection, type ConnectionTest } from '../../api/test-local-connection';
import type { ApiBaseSource, LocalApiBase } from '../../hooks/use-local-api-base';
import { ConnectionResult } from './connection-result';
import { RuntimeSettings } from './runtime-settings';

const FIELD_ID = 'local-service-url';

const SOURCE_LABEL: Record<ApiBaseSource, string> = {
  saved: 'saved in this browser',
  server: "this site's setting, LOCAL_SERVICE_URL",
  build: 'the built-in default',
};

export const settingsSchema = z.object({
  url: z
    .string()
    .trim()
    .refine((value) => normalizeLocalApiBase(value) !== null, {
      message: 'Enter an http:// or https:// address, such as http://localhost:8080',
    }),
});

type SettingsForm = z.infer<typeof settingsSchema>;

type SettingsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  apiBase: LocalApiBase;
  onSave: (base: string | null) => Promise<void>;
  /** /health of the service in use, for its model runtime and model. */
  health: LocalHealth | undefined;
};

/** Local chat's Settings: the local service address (tested, saved here) and its runtime. */
export function SettingsDialog({
  open,
  onOpenChange,
  apiBase,
  onSave,
  health,
}: SettingsDialogProps) {
  const [test, setTest] = useState<{ url: string; result: ConnectionTest } | null>(null);
  const [testing, setTesting] = useState(false);
  const form = useForm<SettingsForm>({
    resolver: zodResolver(settingsSchema),
    values: { url: apiBase.base },
  });
  const error = form.formState.errors.url?.message;

  const runTest = form.handleSubmit(async ({ url }) => {
    const base = normalizeLocalApiBase(url)!;
    setTesting(true);
    setTest({ url: base, result: await testLocalConnection(base) });
    setTesting(false);
  });
  const save = form.handleSubmit(async ({ url }) => {
    const base = normalizeLocalApiBase(url)!;
    await onSave(base === apiBase.defaultBase ? null : base);
    onOpenChange(false);
  });
  const serverBase = apiBase.defaultSource === 'server' ? apiBase.defaultBase : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTest(null);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Settings</DialogTitle>
          <DialogDescription>
            Where this page finds the IronKeep local service, and what the service runs.
          </DialogDescription>
        </DialogHeader>
        <form id="local-settings-form" onSubmit={save} noValidate className="grid gap-3">
          <FormField
            id={FIELD_ID}
            label="Local service URL"
            error={error}
            hint={
              `In use: ${apiBase.base} (${SOURCE_LABEL[apiBase.source]}).` +
              (apiBase.source === 'saved'
                ? ` Default: ${apiBase.defaultBase} (${SOURCE_LABEL[apiBase.defaultSource]}).`
                : '')
            }
          >
            <Input
              {...fieldAria(FIELD_ID, error)}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              {...form.register('url', { onChange: () => setTest(null) })}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={runTest} disabled={testing}>
              {testing && <Loader2 className="animate-spin" aria-hidden="true" />}
              {testing ? 'Testing...' : 'Test connection'}
            </Button>
            {apiBase.source === 'saved' && (
              <Button
                type="button"
                variant="ghost"
                onClick={async () => {
                  await onSave(null);
                  onOpenChange(false);
                }}
              >
                Use default
              </Button>
            )}
          </div>
          {test && <ConnectionResult url={test.url} result={test.result} serverBase={serverBase} />}
        </form>
        <RuntimeSettings health={health} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="local-settings-form">
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
