import { LogIn } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { lazyComponent } from '@/lib/lazy';
import { checkSessionWhenIdle, hasSessionHint, useSession } from '@/lib/session';
import type { AccountLayout } from './signed-in-account';

// Only a signed-in visitor loads this (Dashboard, name, Logout and the logout call).
const SignedInAccount = lazyComponent(
  async () => (await import('./signed-in-account')).SignedInAccount,
);

type AccountLinkProps = {
  /** `bar`: the desktop header; `sheet`: the mobile menu; `compact`: the mobile header bar. */
  layout: AccountLayout | 'compact';
  className?: string;
  onNavigate?: () => void;
};

/**
 * The header's account corner on every page: "Sign in" (prerendered, and for anonymous
 * visitors), or Dashboard / the username / Logout once the idle session check (lib/session.ts)
 * finds a signed-in user. Anonymous visitors cause no request at all.
 */
export function AccountLink({ layout, className, onNavigate }: AccountLinkProps) {
  const session = useSession();
  useEffect(() => {
    if (hasSessionHint()) void SignedInAccount.preload().catch(() => undefined);
    checkSessionWhenIdle();
  }, []);

  const signIn =
    layout === 'compact' ? null : (
      <Link
        to={paths.auth.getHref()}
        onClick={onNavigate}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className })}
      >
        <LogIn aria-hidden="true" />
        Sign in
      </Link>
    );
  if (session.status !== 'signed-in') return signIn;
  return (
    <Suspense fallback={signIn}>
      <SignedInAccount
        user={session.user}
        layout={layout}
        className={className}
        onNavigate={onNavigate}
      />
    </Suspense>
  );
}
