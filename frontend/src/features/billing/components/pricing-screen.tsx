import { AlertTriangle, Building2, ShieldCheck } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { User } from '@/lib/current-user';
import { authHrefReturningTo } from '@/lib/return-to';
import { usePlans, type Plan } from '../api/get-plans';
import { PlanCard } from './plan-card';
import { SubscribeFlow } from './subscribe-flow';

const FEATURED = 'professional';

/**
 * /subscribe and /pricing: plan cards; choosing one asks a visitor to sign in (and comes back to
 * that plan), then names the organisation and confirms. `?plan=` keeps the choice in the URL.
 */
/**
 * What IronKeep does with a prompt (issue 42): the assistants and /api/v1 relay it to the
 * organization's servers; usage keeps token counts (usage-record.entity.ts), /api/v1 stores
 * nothing (Responses' store: true is refused), and text is kept only in Memory, which is off
 * until the member turns it on (memory-preferences.service.ts) and always encrypted.
 */
const PROMPT_HANDLING =
  'Your models run on your own servers: IronKeep relays each prompt to them and keeps no prompt or answer text (only token counts), except in conversation memory, which is off by default and always encrypted.';

export function PricingScreen({ user }: { user: User | null }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const plans = usePlans();
  const chosen = plans.data?.find((p) => p.id === params.get('plan')) ?? null;
  const inOrganization = Boolean(user?.organizationId);

  const choose = (plan: Plan) => {
    if (!user)
      return navigate(authHrefReturningTo(`${pathname}?plan=${encodeURIComponent(plan.id)}`));
    setParams({ plan: plan.id });
    window.scrollTo?.({ top: 0 });
  };

  if (user && !inOrganization && chosen) {
    return (
      <div className="px-4 py-12 sm:px-6 lg:py-16">
        <SubscribeFlow plan={chosen} onBack={() => setParams({})} />
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight">Plans &amp; Pricing</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Private AI on servers you control. Every plan starts with a 14-day free trial and includes
          live health monitoring and a license for IronKeep Local.
        </p>
      </header>
      {inOrganization && (
        <Card className="border-primary/40">
          <CardContent className="flex flex-col items-start justify-between gap-4 p-5 sm:flex-row sm:items-center">
            <p className="flex items-center gap-2 text-sm">
              <Building2 className="size-4 text-primary" aria-hidden="true" />
              You already belong to an organization. Owners change plans on the billing page.
            </p>
            <div className="flex gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to={paths.customerDashboard.getHref()}>Open dashboard</Link>
              </Button>
              <Button asChild size="sm">
                <Link to={paths.billing.getHref()}>Billing</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
      {plans.isPending && <Spinner label="Loading plans..." className="justify-center" />}
      {plans.isError && (
        <p className="flex items-center justify-center gap-2 text-muted-foreground">
          <AlertTriangle className="size-4" aria-hidden="true" /> Plans could not be loaded. Please
          try again in a moment.
        </p>
      )}
      {plans.data && (
        <div className="grid gap-6 md:grid-cols-3">
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              featured={plan.id === FEATURED}
              action={
                inOrganization ? undefined : (
                  <Button
                    variant={plan.id === FEATURED ? 'default' : 'outline'}
                    onClick={() => choose(plan)}
                  >
                    Choose {plan.name}
                  </Button>
                )
              }
              note={
                inOrganization
                  ? undefined
                  : user
                    ? '14-day free trial'
                    : 'Sign in or create an account to continue'
              }
            />
          ))}
        </div>
      )}
      <p className="flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
        <ShieldCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
        {PROMPT_HANDLING}
      </p>
    </div>
  );
}
