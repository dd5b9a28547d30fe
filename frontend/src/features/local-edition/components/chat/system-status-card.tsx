import { Activity } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { LocalHealth } from '../../api/get-local-health';
import { LOCAL_CHAT_MODEL } from '../../api/send-local-chat';
import { cn } from '@/lib/utils';
import type { ConnectionTest } from '../../api/test-local-connection';

type SystemStatusCardProps = {
  health: LocalHealth | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Why /health failed (asked once it has); the banner above the chat explains it. */
  problem?: ConnectionTest;
};

const MODEL_NAMES: Record<string, string> = { 'mistral:7b': 'Mistral 7B' };

/** "mistral:7b" → "Mistral 7B"; other models by their runtime name. */
export function modelLabel(model: string): string {
  return MODEL_NAMES[model] ?? model;
}

function memoryLabel(kind: string | undefined): string {
  return !kind || kind === 'sqlite' ? 'SQLite' : kind;
}

/** Spec §2 system status, read from the service's /health (issue 13) rather than fixed text. */
export function SystemStatusCard({ health, isLoading, isError, problem }: SystemStatusCardProps) {
  const api = isLoading ? 'Checking...' : isError || !health ? apiDown(problem) : 'Online';
  const runtime = health?.runtime;
  const model = health?.model ?? LOCAL_CHAT_MODEL;
  const modelMissing = runtime?.modelAvailable === false;
  const rows: { label: string; value: string; ok?: boolean; hint?: string }[] = [
    { label: 'API', value: api, ok: isLoading ? undefined : api === 'Online' },
    {
      label: 'Model',
      value: modelLabel(model),
      ok: modelMissing ? false : undefined,
      hint: modelMissing ? `Not downloaded yet: run ironkeep pull ${model}` : undefined,
    },
  ];
  if (runtime) {
    rows.push({
      label: runtime.name ?? 'Model runtime',
      value: runtime.reachable ? 'Reachable' : 'Unreachable',
      ok: runtime.reachable,
      hint: runtime.reachable ? undefined : runtime.detail,
    });
  }
  rows.push({ label: 'Memory', value: memoryLabel(health?.memory?.kind), ok: health?.memory?.ok });

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Activity className="size-4 text-primary" aria-hidden="true" />
          System Status
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-2">
          {rows.map((row) => (
            <div key={row.label} className="col-span-2 grid grid-cols-subgrid gap-y-0.5">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="flex items-center justify-end gap-2 text-right font-medium">
                {row.ok !== undefined && (
                  <span
                    aria-hidden="true"
                    className={cn('size-2 rounded-full', row.ok ? 'bg-success' : 'bg-destructive')}
                  />
                )}
                {row.value}
              </dd>
              {row.hint && (
                <dd className="col-span-2 text-xs text-muted-foreground wrap-anywhere">
                  {row.hint}
                </dd>
              )}
            </div>
          ))}
        </dl>
        {!isLoading && (isError || !health) && (
          <p className="text-xs text-muted-foreground">
            The page cannot use the chat service: the note above the chat says why.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The API line when /health failed: "Blocked" when the service runs but may not be used. */
function apiDown(result: ConnectionTest | undefined): string {
  if (result?.outcome === 'cors-refused' || result?.outcome === 'blocked') return 'Blocked';
  if (result?.outcome === 'not-ironkeep') return 'Not IronKeep';
  return 'Offline';
}
