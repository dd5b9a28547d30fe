import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

type AccountLinkProps = { className?: string; onNavigate?: () => void };

/**
 * Beyond the spec's header: without it a visitor has no way to reach /auth. It always reads
 * "Sign in": /auth sends a visitor who is already signed in straight on to /dashboard, so the
 * public pages need not ask GET /api/auth/me (a 401 for every anonymous visitor, logged by the
 * browser as a console error) nor load the query library to find out.
 */
export function AccountLink({ className, onNavigate }: AccountLinkProps) {
  return (
    <Link
      to={paths.auth.getHref()}
      onClick={onNavigate}
      className={buttonVariants({ variant: 'ghost', size: 'sm', className })}
    >
      <LogIn aria-hidden="true" />
      Sign in
    </Link>
  );
}
