import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentUser, type User } from '@/lib/current-user';

type RequireAuthProps = { children: (user: User) => ReactNode };

/** Spinner while the session is checked, /auth when signed out, the screen otherwise. */
export function RequireAuth({ children }: RequireAuthProps) {
  const { user, isPending } = useCurrentUser();
  if (isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner label="Loading..." />
      </div>
    );
  }
  if (!user) return <Navigate to={paths.auth.getHref()} replace />;
  return children(user);
}
