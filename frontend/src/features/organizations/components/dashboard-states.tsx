import { AlertTriangle, Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

function StateCard({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        {icon}
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="max-w-md text-muted-foreground">{text}</p>
        <div className="mt-2">{action}</div>
      </CardContent>
    </Card>
  );
}

/** Spec §2: the user belongs to no organisation. */
export function NoOrganization() {
  return (
    <StateCard
      icon={<Building2 className="size-10 text-muted-foreground" aria-hidden="true" />}
      title="No Organization"
      text="You are not part of an organization yet. Choose a plan to create one, or ask an organization owner to invite you by your username."
      action={
        <Button asChild>
          <Link to={paths.subscribe.getHref()}>Create Organization</Link>
        </Button>
      }
    />
  );
}

/** Spec §2: the dashboard's data could not be loaded. */
export function DashboardUnavailable() {
  return (
    <StateCard
      icon={<AlertTriangle className="size-10 text-destructive" aria-hidden="true" />}
      title="Dashboard Unavailable"
      text="Unable to load your dashboard. Please check your subscription status."
      action={
        <Button asChild variant="outline">
          <Link to={paths.subscribe.getHref()}>View Plans</Link>
        </Button>
      }
    />
  );
}
