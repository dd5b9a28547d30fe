import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/components/auth/require-auth';
import type { User } from '@/lib/current-user';

type RequireRoleProps = { roles: readonly User['role'][]; children: (user: User) => ReactNode };

/** Signed-out visitors go to /auth (RequireAuth); signed-in users without the role to /dashboard. */
export function RequireRole({ roles, children }: RequireRoleProps) {
  return (
    <RequireAuth>
      {(user) =>
        roles.includes(user.role) ? (
          children(user)
        ) : (
          <Navigate to={paths.dashboard.getHref()} replace />
        )
      }
    </RequireAuth>
  );
}
