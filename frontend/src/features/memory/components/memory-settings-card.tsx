import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import { useCleanupConversations } from '../api/cleanup-conversations';
import {
  AUTO_DELETE_OPTIONS,
  type MemoryPreferences,
  useMemoryPreferences,
} from '../api/get-memory-preferences';
import { useUpdateMemoryPreferences, withChange } from '../api/update-memory-preferences';

/** Column 1: Enable Memory, Encryption, Auto-delete and Cleanup Expired (spec §2). */
export function MemorySettingsCard() {
  const preferences = useMemoryPreferences();
  const update = useUpdateMemoryPreferences();
  const cleanup = useCleanupConversations();
  const current = preferences.data;

  const change = (patch: Partial<MemoryPreferences>) => {
    if (!current) return;
    update.mutate(withChange(current, patch), {
      onSuccess: () => toast({ title: 'Memory preferences updated successfully' }),
      onError: (error) =>
        toast({
          title: 'Failed to update preferences',
          description: getServerMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  const runCleanup = () =>
    cleanup.mutate(undefined, {
      onSuccess: ({ message }) => toast({ title: `Cleaned up ${message}` }),
      onError: (error) =>
        toast({
          title: 'Failed to cleanup conversations',
          description: getServerMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Memory Settings</CardTitle>
        <CardDescription>What the assistants may keep about your conversations.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {!current ? (
          preferences.isError ? (
            <p className="text-sm text-destructive">Failed to load memory settings.</p>
          ) : (
            <Spinner label="Loading settings..." />
          )
        ) : (
          <>
            <SettingSwitch
              id="memory-enabled"
              label="Enable Memory"
              checked={current.memoryEnabled}
              disabled={update.isPending}
              onChange={(memoryEnabled) => change({ memoryEnabled })}
              help={
                current.memoryEnabled
                  ? 'On: your questions and the answers are stored, and assistants recall them in later chats.'
                  : 'Off (the default): nothing from your chats is stored. Turn it on to let assistants remember.'
              }
            />
            {/* Issue 34: encryption is not optional, so the switch shows the truth: on, fixed. */}
            <SettingSwitch
              id="memory-encryption"
              label="Encryption"
              checked
              disabled
              onChange={() => {}}
              help="Always on: every stored message is encrypted at rest with AES-256-GCM, and cannot be stored any other way."
            />
            <div className="grid gap-2">
              <Label htmlFor="memory-auto-delete">Auto-delete</Label>
              <NativeSelect
                id="memory-auto-delete"
                aria-describedby="memory-auto-delete-help"
                value={String(current.autoDeleteDays ?? 'never')}
                disabled={update.isPending}
                onChange={(event) =>
                  change({
                    autoDeleteDays:
                      event.target.value === 'never'
                        ? null
                        : (Number(event.target.value) as MemoryPreferences['autoDeleteDays']),
                  })
                }
              >
                {AUTO_DELETE_OPTIONS.map((option) => (
                  <option key={option.label} value={String(option.value ?? 'never')}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
              <p id="memory-auto-delete-help" className="text-xs text-muted-foreground">
                Conversations are deleted this long after their last change (checked daily).
              </p>
            </div>
            <Button variant="outline" onClick={runCleanup} disabled={cleanup.isPending}>
              <Trash2 aria-hidden="true" />
              {cleanup.isPending ? 'Cleaning up...' : 'Cleanup Expired'}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

type SettingSwitchProps = {
  id: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  help: string;
  onChange: (checked: boolean) => void;
};

function SettingSwitch({ id, label, checked, disabled, help, onChange }: SettingSwitchProps) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={id}>{label}</Label>
        <Switch
          id={id}
          checked={checked}
          disabled={disabled}
          onCheckedChange={onChange}
          aria-describedby={`${id}-help`}
        />
      </div>
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        {help}
      </p>
    </div>
  );
}
