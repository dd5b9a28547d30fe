import { Loader2, LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { AccountMenu } from '@/components/layouts/account-menu';
import type { Role } from '@/components/layouts/account-menu-items';
import { Logo } from '@/components/layouts/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

type DashboardHeaderProps = {
  username: string;
  role: Role;
  onLogout: () => void;
  isLoggingOut: boolean;
};

/** Spec §5: logo, username, Settings and Logout; the username opens the account menu. */
export function DashboardHeader({ username, role, onLogout, isLoggingOut }: DashboardHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <div className="flex items-center gap-1 sm:gap-2">
          <AccountMenu username={username} role={role} iconOnPhone />
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.settings.getHref()}>
              <Settings aria-hidden="true" />
              <span className="max-sm:sr-only">Settings</span>
            </Link>
          </Button>
          <Button variant="outline" size="sm" onClick={onLogout} disabled={isLoggingOut}>
            {isLoggingOut ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <LogOut aria-hidden="true" />
            )}
            <span className="max-sm:sr-only">{isLoggingOut ? 'Logging out...' : 'Logout'}</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
