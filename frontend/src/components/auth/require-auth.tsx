import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentUser, type User } from '@/lib/current-user';
import { authHrefReturningTo } from '@/lib/return-to';

type RequireAuthProps = { children: (user: User) => ReactNode };

/**
 * Spinner while the session is checked, /auth when signed out (and back to this screen after
 * signing in) or when a temporary password must be replaced first, the screen otherwise.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const { user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner label="Loading..." />
      </div>
    );
  }
  if (!user) {
    const here = `${location.pathname}${location.search}`;
    const to =
      here === paths.dashboard.getHref() ? paths.auth.getHref() : authHrefReturningTo(here);
    return <Navigate to={to} replace />;
  }
  // A temporary password from an administrator is replaced on /auth before any other screen.
  if (user.mustChangePassword) {
    return <Navigate to={authHrefReturningTo(`${location.pathname}${location.search}`)} replace />;
  }
  return children(user);
}
