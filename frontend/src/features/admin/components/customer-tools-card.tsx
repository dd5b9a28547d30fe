import { Building2, Inbox } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type Toggle = { open: boolean; onToggle: () => void };

type CustomerToolsCardProps = {
  /** undefined hides the button (the role lacks organizations:read / leads:read). */
  customers?: Toggle;
  leads?: Toggle;
};

/**
 * Customers and Leads for the roles that read them (managers and admins by default), beside the
 * admin-only Admin Actions: each button opens its section below, like Manage Users.
 */
export function CustomerToolsCard({ customers, leads }: CustomerToolsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Customers and Leads</CardTitle>
        <CardDescription>The organizations you serve and the people asking to be.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        {customers && (
          <Button
            onClick={customers.onToggle}
            aria-expanded={customers.open}
            aria-controls="customers"
          >
            <Building2 aria-hidden="true" />
            Customers
          </Button>
        )}
        {leads && (
          <Button
            variant={customers ? 'outline' : 'default'}
            onClick={leads.onToggle}
            aria-expanded={leads.open}
            aria-controls="leads"
          >
            <Inbox aria-hidden="true" />
            Leads
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
