import { Server as ServerIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import type { MySubscription } from '../api/get-my-subscription';
import { allowance, canAddServer } from '../lib/server-status';
import { AddServerDialog } from './add-server-dialog';
import { ServerCard } from './server-card';

/** Spec §2 "Your AI Servers": cards, Add Server below the plan maximum, or No Servers Yet. */
export function ServerList({ data, isOwner }: { data: MySubscription; isOwner: boolean }) {
  const { servers, plan } = data;
  const showAdd = isOwner && canAddServer(servers.length, plan.maxServers);
  return (
    <section aria-labelledby="servers-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="servers-heading" className="text-xl font-semibold tracking-tight">
            Your AI Servers
          </h2>
          <p className="text-sm text-muted-foreground">
            {servers.length} of {allowance(plan.maxServers)} servers on the {plan.name} plan
          </p>
        </div>
        {showAdd && <AddServerDialog />}
      </div>
      {servers.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
            <ServerIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            <h3 className="text-lg font-semibold">No Servers Yet</h3>
            <p className="max-w-md text-sm text-muted-foreground">
              Your first AI server is being provisioned. Check back in a few minutes.
            </p>
            {showAdd && (
              <p className="max-w-md text-sm text-muted-foreground">
                Already running Ollama, vLLM or IronKeep Local? Register it with Add Server.
              </p>
            )}
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
