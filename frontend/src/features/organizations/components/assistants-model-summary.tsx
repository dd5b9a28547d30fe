import { Building2, Cpu, Gauge, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAiSettings } from '../api/ai-settings';
import { useMySubscription } from '../api/get-my-subscription';
import type { Server } from '../api/subscription-types';
import { answeringServers, serversKeyOf } from '../lib/answering-servers';
import { MyAccess } from './my-access';

/** The words the stream's metadata uses when none of the organization's servers can answer. */
export const BUILTIN_ENGINE_NOTICE = 'Built-in engine: no AI server of yours is available';

function SummaryCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent className="grid gap-3 p-4 text-sm sm:p-6">{children}</CardContent>
    </Card>
  );
}

function OrganizationName({ name }: { name: string }) {
  return (
    <p className="flex min-w-0 items-center gap-2">
      <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="text-muted-foreground">Organization:</span>
      <span className="min-w-0 font-semibold wrap-anywhere" data-testid="assistants-organization">
        {name}
      </span>
    </p>
  );
}

/** Amber note: what answers instead, and what would make the organization's servers answer. */
function BuiltinNotice({ children, isOwner }: { children: ReactNode; isOwner: boolean }) {
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-500/50 dark:bg-amber-950/40 dark:text-amber-50"
      data-testid="assistants-builtin-notice"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-medium">{BUILTIN_ENGINE_NOTICE}.</p>
        <p>{children}</p>
        <p>
          {isOwner ? (
            <Link
              to={paths.customerDashboard.getHref()}
              className="font-medium underline underline-offset-4"
            >
              Add or start a server on your organization page
            </Link>
          ) : (
            'Your organization’s owner adds and starts its AI servers.'
          )}
        </p>
      </div>
    </div>
  );
}

function ModelLine({ servers, isOwner }: { servers: Server[]; isOwner: boolean }) {
  const settings = useAiSettings(serversKeyOf(servers));
  if (settings.isPending) return <Spinner label="Finding the model that answers..." />;
  if (settings.isError) {
    return <p className="text-muted-foreground">The model in use could not be loaded.</p>;
  }
  const model = settings.data.effectiveModel;
  if (!model) {
    return (
      <BuiltinNotice isOwner={isOwner}>
        The assistants answer from IronKeep’s knowledge base and your documents, quoting their
        sources, until one of your organization’s AI servers is active.
      </BuiltinNotice>
    );
  }
  const ready = answeringServers(servers, model);
  if (ready.length === 0) {
    return (
      <BuiltinNotice isOwner={isOwner}>
        None of your servers of {model} is available right now, so the built-in engine answers until
        one is.
      </BuiltinNotice>
    );
  }
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <Cpu className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="text-muted-foreground">Answering:</span>
      <span className="font-mono text-xs font-semibold" data-testid="assistants-model">
        {model}
      </span>
      <span className="min-w-0 wrap-anywhere">on {ready.map((s) => s.name).join(', ')}</span>
    </p>
  );
}

/**
 * The top of /assistants for a member: the organization, and the model of its AI servers that
 * will answer (the owner's default chat model, else the first active server's), or the honest
 * notice that the built-in engine answers.
 */
export function AssistantsModelSummary({ isOwner }: { isOwner: boolean }) {
  const subscription = useMySubscription({ enabled: true });
  if (subscription.isPending) {
    return (
      <SummaryCard>
        <Spinner label="Loading your organization..." />
      </SummaryCard>
    );
  }
  if (subscription.isError) {
    return (
      <SummaryCard>
        <p className="text-muted-foreground">
          Your organization could not be loaded; the assistants still answer.
        </p>
      </SummaryCard>
    );
  }
  return (
    <SummaryCard>
      <OrganizationName name={subscription.data.organization.name} />
      <ModelLine servers={subscription.data.servers} isOwner={isOwner} />
      <details className="group rounded-md border px-3 py-2">
        <summary className="flex cursor-pointer items-center gap-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          <Gauge className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          Your models and limits
        </summary>
        <div className="pt-3">
          <MyAccess />
        </div>
      </details>
    </SummaryCard>
  );
}

/** /assistants for a user in no organization: what answers them, and how to get servers. */
export function AssistantsWithoutOrganization() {
  return (
    <SummaryCard>
      <div
        role="status"
        className="flex items-start gap-2 rounded-md border bg-muted/50 p-3"
        data-testid="assistants-no-organization"
      >
        <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-medium">You are not part of an organization.</p>
          <p className="text-muted-foreground">
            No AI server of yours answers: the assistants answer from IronKeep’s knowledge base with
            this installation’s engine. Choose a plan to create an organization with its own
            servers, or ask an owner to invite you by your username.
          </p>
          <p>
            <Link
              to={paths.subscribe.getHref()}
              className="font-medium text-primary underline underline-offset-4"
            >
              Create Organization
            </Link>
          </p>
        </div>
      </div>
    </SummaryCard>
  );
}
