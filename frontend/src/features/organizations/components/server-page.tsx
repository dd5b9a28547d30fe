import type { ReactNode } from 'react';
import { DomainStatusBadge } from '@/components/status/domain-status-badge';
import { SERVER_HEALTH, SERVER_STATUS } from '@/components/status/status-maps';
import { BackLink } from '@/components/layouts/back-link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useNow } from '@/hooks/use-now';
import { hasErrorCode } from '@/lib/api-error';
import { useServer } from '../api/get-server';
import { useOrganizationModels } from '../api/models';
import type { Server } from '../api/subscription-types';
import { serversKeyOf } from '../lib/answering-servers';
import { healthCheckText } from '../lib/health-check-text';
import { RUNTIME_LABELS } from '../lib/server-status';
import { ServerCallCard } from './server-call-card';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words font-medium">{children}</dd>
    </div>
  );
}

/** Whether the gateway sends it calls now, as it routes (docs/gateway.md). */
function answering(server: Server): string {
  if (server.llmProvider === 'ironkeep-local')
    return 'No: IronKeep Local is a chat app, not a model API. Register the Ollama or vLLM behind it instead.';
  if (server.status === 'stopped') return 'No: it is stopped.';
  if (server.status === 'failed')
    return 'No: its last health check failed. It takes calls again once a check passes.';
  return 'Yes';
}

function StatusCard({ server }: { server: Server }) {
  const now = useNow();
  return (
    <Card className="min-w-0 lg:self-start">
      <CardHeader>
        <CardTitle>Status</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          <Row label="Status">
            <DomainStatusBadge map={SERVER_STATUS} status={server.status} />
          </Row>
          <Row label="Health">
            <DomainStatusBadge map={SERVER_HEALTH} status={server.healthStatus} />
          </Row>
          <Row label="Last check">
            <span data-testid="health-check-time">{healthCheckText(server, now)}</span>
            {server.healthReason && (
              <span className="mt-1 block text-red-700 dark:text-red-300">
                {server.healthReason}
              </span>
            )}
          </Row>
          <Row label="Takes calls">{answering(server)}</Row>
          <Row label="Provider">{RUNTIME_LABELS[server.llmProvider] ?? server.llmProvider}</Row>
          <Row label="Model">
            <span className="font-mono text-xs">{server.llmModel}</span>
          </Row>
          <Row label="API key">{server.apiKeySet ? 'Set' : 'Not set'}</Row>
        </dl>
      </CardContent>
    </Card>
  );
}

/** A server's own page (Open AI Server on its card): status, model, and how to call it. */
export function ServerPage({ id }: { id: string }) {
  const query = useServer(id);
  const models = useOrganizationModels(query.data ? serversKeyOf([query.data]) : '');

  if (query.isPending) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label="Loading the server..." />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="grid justify-items-start gap-4">
        <h1 className="text-3xl font-bold tracking-tight">
          {hasErrorCode(query.error, 'SERVER_NOT_FOUND')
            ? 'Server Not Found'
            : 'Server Unavailable'}
        </h1>
        <p className="text-muted-foreground">
          {hasErrorCode(query.error, 'SERVER_NOT_FOUND')
            ? 'No AI server of your organization has this address: it may have been removed.'
            : 'Unable to load this server. Please try again.'}
        </p>
        <BackLink />
      </div>
    );
  }
  const server = query.data;
  const aliases = models.data?.find((m) => m.model === server.llmModel)?.aliases ?? [];
  return (
    <div className="grid min-w-0 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">AI server</p>
          <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{server.name}</h1>
        </div>
        <BackLink size="sm" />
      </header>
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <StatusCard server={server} />
        {server.llmProvider !== 'ironkeep-local' && (
          <ServerCallCard model={server.llmModel} aliases={aliases} />
        )}
      </div>
    </div>
  );
}
