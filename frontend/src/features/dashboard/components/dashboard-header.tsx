import { Loader2, LogOut, Settings, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/layouts/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

type DashboardHeaderProps = { username: string; onLogout: () => void; isLoggingOut: boolean };

export function DashboardHeader({ username, onLogout, isLoggingOut }: DashboardHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <div className="flex items-center gap-1 sm:gap-2">
          <span className="hidden items-center gap-2 px-2 text-sm text-muted-foreground sm:flex">
            <UserRound className="size-4" aria-hidden="true" />
            <span className="font-medium text-foreground">{username}</span>
          </span>
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
            {isLoggingOut ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
      </div>
    </header>
  );
}
