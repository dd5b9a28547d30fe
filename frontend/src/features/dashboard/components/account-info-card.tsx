import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format-time';

/** The shared date style ("Jan 5, 2025"), or "Unknown" when the date is missing or invalid. */
export function formatAccountDate(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  return formatDate(value);
}

type AccountInfoCardProps = {
  username: string;
  createdAt?: string | null;
  organizationId?: string | null;
};

export function AccountInfoCard({ username, createdAt, organizationId }: AccountInfoCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Information</CardTitle>
        <CardDescription>Details of the account you are signed in with.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="rounded-lg border bg-muted/40 p-4">
            <dt className="text-xs font-medium uppercase tracking-wider text-muted-foreground">
              Username
            </dt>
            <dd className="mt-1 font-medium wrap-anywhere">{username}</dd>
          </div>
          <div className="rounded-lg border bg-muted/40 p-4">
            <dt className="text-xs font-medium uppercase tracking-wider text-muted-foreground">
              Member since
            </dt>
            <dd className="mt-1 font-medium">{formatAccountDate(createdAt)}</dd>
          </div>
          <div className="rounded-lg border bg-muted/40 p-4 sm:col-span-2">
            <dt className="text-xs font-medium uppercase tracking-wider text-muted-foreground">
              Organization
            </dt>
            <dd className="mt-1 font-medium">
              {organizationId ? (
                <Link
                  className="text-primary underline-offset-4 hover:underline"
                  to={paths.customerDashboard.getHref()}
                >
                  Open your organization dashboard
                </Link>
              ) : (
                <Link
                  className="text-primary underline-offset-4 hover:underline"
                  to={paths.subscribe.getHref()}
                >
                  Create Organization
                </Link>
              )}
            </dd>
          </div>
        </dl>
        <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
          <ShieldCheck className="size-4 text-success" aria-hidden="true" />
          Account secured with encrypted password
        </p>
      </CardContent>
    </Card>
  );
}
