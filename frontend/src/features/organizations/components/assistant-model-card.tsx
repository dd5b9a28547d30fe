import { Bot } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import { useAiSettings, useUpdateAiSettings } from '../api/ai-settings';

const AUTOMATIC = '';

/**
 * Organization setting: the model the members' assistants answer with. The owner chooses among
 * the models of the organization's servers; members see what is in use.
 */
export function AssistantModelCard({
  isOwner,
  serversKey = '',
}: {
  isOwner: boolean;
  serversKey?: string;
}) {
  const settings = useAiSettings(serversKey);
  const update = useUpdateAiSettings();
  const onChange = (value: string) =>
    update.mutate(
      { defaultChatModel: value === AUTOMATIC ? null : value },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Assistants model saved',
            description: saved.effectiveModel
              ? `Assistants now answer with ${saved.effectiveModel}.`
              : 'No server is active: the built-in engine answers.',
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Could not save the model',
            description: getServerMessage(error, 'Please try again.'),
          }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bot className="size-4 shrink-0" aria-hidden="true" />
          Assistants model
        </CardTitle>
        <CardDescription>
          The model your members’ assistants answer with, on your AI servers.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {settings.isPending && <Spinner label="Loading the assistants model..." />}
        {settings.isError && (
          <p className="text-muted-foreground">The assistants model could not be loaded.</p>
        )}
        {settings.data && (
          <>
            {isOwner && (
              <FormField id="assistant-model" label="Default chat model">
                <NativeSelect
                  id="assistant-model"
                  value={settings.data.defaultChatModel ?? AUTOMATIC}
                  disabled={update.isPending}
                  onChange={(event) => onChange(event.target.value)}
                >
                  <option value={AUTOMATIC}>Automatic: the first active server’s model</option>
                  {settings.data.availableModels.map((model) => (
                    <option key={model} value={model}>
                      {model}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            <p data-testid="assistant-model-in-use">
              {settings.data.effectiveModel ? (
                <>
                  In use: <span className="font-mono text-xs">{settings.data.effectiveModel}</span>
                </>
              ) : (
                'In use: the built-in engine (no AI server of yours is active)'
              )}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
