import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { User } from '@/lib/current-user';
import { formatDate } from '@/lib/format-time';

/** Security tab overview: account status, role and member-since date (spec §2). */
export function SecurityOverviewCard({ user }: { user: User }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Security Overview</CardTitle>
        <CardDescription>The state of your account.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">Account Status</dt>
            <dd>
              <Badge variant={user.isActive ? 'success' : 'destructive'}>
                {user.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">Account role</dt>
            <dd className="font-medium capitalize">{user.role}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">Member Since</dt>
            <dd className="font-medium">
              {user.createdAt ? formatDate(user.createdAt) : 'Unknown'}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
