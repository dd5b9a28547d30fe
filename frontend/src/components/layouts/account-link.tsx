import { LayoutDashboard, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-current-user';

type AccountLinkProps = { className?: string; onNavigate?: () => void };

/**
 * Beyond the spec's header: without it a visitor has no way to reach /auth. Signed-in users
 * get their dashboard instead. Hidden while the session check is pending to avoid a flash.
 */
export function AccountLink({ className, onNavigate }: AccountLinkProps) {
  const { isSignedIn, isPending } = useCurrentUser();
  if (isPending) return null;
  const { href, label, Icon } = isSignedIn
    ? { href: paths.dashboard.getHref(), label: 'Dashboard', Icon: LayoutDashboard }
    : { href: paths.auth.getHref(), label: 'Sign in', Icon: LogIn };
  return (
    <Button asChild variant="ghost" size="sm" className={className}>
      <Link to={href} onClick={onNavigate}>
        <Icon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
