import { Activity, Receipt, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

type AdminActionsCardProps = {
  /** Manage Users and System Monitoring: admins only. */
  userTools: boolean;
  managingUsers: boolean;
  onManageUsers: () => void;
  /** undefined hides Invoices (roles without billing:manage). */
  managingInvoices?: boolean;
  onManageInvoices: () => void;
};

/**
 * Admin only (spec §2). Manage Users opens the real user table below instead of a toast;
 * Invoices opens every organisation's invoices (billing:manage).
 */
export function AdminActionsCard({
  userTools,
  managingUsers,
  onManageUsers,
  managingInvoices,
  onManageInvoices,
}: AdminActionsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Admin Actions</CardTitle>
        <CardDescription>Administrative tools for this installation.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        {userTools && (
          <Button
            onClick={onManageUsers}
            aria-expanded={managingUsers}
            aria-controls="manage-users"
          >
            <Users aria-hidden="true" />
            Manage Users
          </Button>
        )}
        {managingInvoices !== undefined && (
          <Button
            variant={userTools ? 'outline' : 'default'}
            onClick={onManageInvoices}
            aria-expanded={managingInvoices}
            aria-controls="manage-invoices"
          >
            <Receipt aria-hidden="true" />
            Invoices
          </Button>
        )}
        {userTools && (
          <Button asChild variant="outline">
            <Link to={paths.monitoring.getHref()}>
              <Activity aria-hidden="true" />
              System Monitoring
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
