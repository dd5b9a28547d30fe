import { Server as ServerIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { plural } from '@/lib/plural';
import type { MySubscription } from '../api/subscription-types';
import { intervalText } from '../lib/health-check-text';
import { canAddServer } from '../lib/server-status';
import { AddServerDialog } from './add-server-dialog';
import { ServerCard } from './server-card';

/** "1 of 1 server allowed on the Starter plan"; "2 servers on the Enterprise plan (no limit)". */
function serverCount(count: number, plan: MySubscription['plan']): string {
  return plan.maxServers === -1
    ? `${plural(count, 'server')} on the ${plan.name} plan (no limit)`
    : `${count} of ${plural(plan.maxServers, 'server')} allowed on the ${plan.name} plan`;
}

/** "1 server is being provisioned. It is checked within 30 seconds." */
function provisioningText(servers: MySubscription['servers']): string {
  const one = servers.length === 1;
  const within = intervalText(Math.max(...servers.map((s) => s.checkIntervalSeconds)));
  return `${plural(servers.length, 'server')} ${one ? 'is' : 'are'} being provisioned. ${one ? 'It is' : 'They are'} checked within ${within}.`;
}

/**
 * Spec §2 "Your AI Servers": cards, Add Server below the plan maximum, or No Servers Yet. The
 * spec's "Your first AI server is being provisioned" is said only while a server is (issue 26):
 * servers are registered by the owner, nothing provisions one on its own. The next health check
 * (within the checker's interval, as the Server added toast says) makes it active or failed, so
 * the line says when that is rather than "a few minutes".
 */
export function ServerList({ data, isOwner }: { data: MySubscription; isOwner: boolean }) {
  const { servers, plan } = data;
  const showAdd = isOwner && canAddServer(servers.length, plan.maxServers);
  const provisioning = servers.filter((s) => s.status === 'provisioning');
  return (
    <section aria-labelledby="servers-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="servers-heading" className="text-xl font-semibold tracking-tight">
            Your AI Servers
          </h2>
          <p className="text-sm text-muted-foreground">{serverCount(servers.length, plan)}</p>
          {provisioning.length > 0 && (
            <p className="text-sm text-muted-foreground" role="status">
              {provisioningText(provisioning)}
            </p>
          )}
        </div>
        {showAdd && <AddServerDialog intervalSeconds={servers[0]?.checkIntervalSeconds} />}
      </div>
      {servers.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
            <ServerIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            <h3 className="text-lg font-semibold">No Servers Yet</h3>
            <p className="max-w-md text-sm text-muted-foreground">
              {showAdd
                ? 'Your organization has no AI server yet. Register one with Add Server: an Ollama, vLLM or OpenAI-compatible server you run, or IronKeep Local on your own machine.'
                : "Your organization has no AI server yet: the organization's owner adds them."}
            </p>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {servers.map((server) => (
            <ServerCard key={server.id} server={server} canManage={isOwner} />
          ))}
        </div>
      )}
    </section>
  );
}
