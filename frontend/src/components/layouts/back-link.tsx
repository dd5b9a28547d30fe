import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { previousPage } from '@/lib/previous-page';

/** The pages a back link can name; any other page (or none) falls back to the dashboard. */
const pageNames: Record<string, string> = {
  [paths.home.getHref()]: 'Home',
  [paths.dashboard.getHref()]: 'Dashboard',
  [paths.customerDashboard.getHref()]: 'Organization',
  [paths.settings.getHref()]: 'Settings',
  [paths.assistants.getHref()]: 'Assistants',
  [paths.memory.getHref()]: 'Memory',
  [paths.knowledge.getHref()]: 'Knowledge',
  [paths.usage.getHref()]: 'Usage',
  [paths.billing.getHref()]: 'Billing',
  [paths.admin.path]: 'Admin',
  [paths.monitoring.getHref()]: 'Monitoring',
  [paths.subscribe.getHref()]: 'Plans',
  [paths.pricing.getHref()]: 'Plans',
};

/**
 * "Back to {page}": to the page the user came from in this visit (its query and anchor too), or
 * to the dashboard when they arrived here directly. One component for every account page, so
 * no back link sends a member of an organization to a different dashboard from the one they
 * left (issue 34).
 */
export function BackLink({ size }: { size?: 'sm' }) {
  const location = useLocation();
  const from = previousPage(location.key);
  const name = from && from.pathname !== location.pathname ? pageNames[from.pathname] : undefined;
  const href =
    from && name ? `${from.pathname}${from.search}${from.hash}` : paths.dashboard.getHref();
  return (
    <Button asChild variant="outline" size={size} className="w-fit">
      <Link to={href}>
        <ArrowLeft aria-hidden="true" />
        Back to {name ?? 'Dashboard'}
      </Link>
    </Button>
  );
}
