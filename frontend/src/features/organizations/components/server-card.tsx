import type { ReactNode } from 'react';
import { Gauge, Play, RefreshCw, Square, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { DomainStatusBadge } from '@/components/status/domain-status-badge';
import { SERVER_HEALTH, SERVER_STATUS } from '@/components/status/status-maps';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import { getServerMessage } from '@/lib/api-error';
import type { Server } from '../api/subscription-types';
import { useServerCommand, type ServerCommand } from '../api/server-commands';
import { healthCheckText } from '../lib/health-check-text';
import { RUNTIME_LABELS } from '../lib/server-status';

const DONE: Record<ServerCommand, string> = {
  stop: 'Server stopped',
  start: 'Server started',
  check: 'Health checked',
  remove: 'Server removed',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 truncate text-right font-medium">{children}</dd>
    </div>
  );
}

/** Spec §2 server card; owners also get check, stop/start and remove. */
export function ServerCard({ server, canManage }: { server: Server; canManage: boolean }) {
  const command = useServerCommand();
  const now = useNow();
  const run = (which: ServerCommand) =>
    command.mutate(
      { id: server.id, command: which },
      {
        onSuccess: () => toast({ title: DONE[which], description: server.name }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Action failed',
            description: getServerMessage(error, 'Please try again.'),
          }),
      },
    );
  const stopped = server.status === 'stopped';
  const failing = !stopped && server.healthStatus === 'unhealthy';

  return (
    <Card className="flex flex-col" data-testid="server-card">
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0 pb-3">
        <CardTitle className="min-w-0 truncate text-base">{server.name}</CardTitle>
        <DomainStatusBadge map={SERVER_STATUS} status={server.status} />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <dl className="grid gap-2">
          <Row label="Provider">{RUNTIME_LABELS[server.llmProvider] ?? server.llmProvider}</Row>
          <Row label="Model">
            <span className="font-mono text-xs">{server.llmModel}</span>
          </Row>
          <Row label="API key">{server.apiKeySet ? 'Set' : 'Not set'}</Row>
          <Row label="Health">
            <DomainStatusBadge map={SERVER_HEALTH} status={server.healthStatus} />
          </Row>
        </dl>
        {failing ? (
          // One message for a failed check (issue 34): that it failed, why, and when the next
          // check comes, from the same schedule as a healthy card's line.
          <div className="grid gap-1 rounded-md border border-red-500/30 bg-red-500/5 p-2 text-xs text-red-700 dark:text-red-300">
            <p data-testid="health-check-time" className="font-medium">
              {healthCheckText(server, now)}
            </p>
            {server.healthReason && <p>{server.healthReason}</p>}
          </div>
        ) : (
          <p className="text-xs text-muted-foreground" data-testid="health-check-time">
            {healthCheckText(server, now)}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2">
          {/* The server's page in IronKeep (issue 42): its address is the one IronKeep reaches
              it at, often not reachable from the browser, and not how programs call it. */}
          <Button asChild size="sm">
            <Link to={paths.server.getHref(server.id)}>
              <Gauge aria-hidden="true" />
              Open AI Server
            </Link>
          </Button>
          {canManage && (
            <>
              {!stopped && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={command.isPending}
                  onClick={() => run('check')}
                >
                  <RefreshCw aria-hidden="true" />
                  Check now
                </Button>
              )}
              <Button
                size="sm"
                variant="outline"
                disabled={command.isPending}
                onClick={() => run(stopped ? 'start' : 'stop')}
              >
                {stopped ? <Play aria-hidden="true" /> : <Square aria-hidden="true" />}
                {stopped ? 'Start' : 'Stop'}
              </Button>
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="ghost" aria-label={`Remove ${server.name}`}>
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                }
                title="Remove Server"
                description={`${server.name} will no longer be monitored or shown. The model server itself is not touched.`}
                confirmLabel="Remove"
                onConfirm={() => run('remove')}
              />
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
