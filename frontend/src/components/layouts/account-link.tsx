import { LogIn } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { lazyComponent } from '@/lib/lazy';
import { hasSessionHint, useSession } from '@/lib/session';
import { checkSessionWhenIdle } from '@/lib/session-check';
import type { AccountLayout } from './signed-in-account';

// Only a signed-in visitor loads this (Dashboard, name, Logout and the logout call).
const SignedInAccount = lazyComponent(
  async () => (await import('./signed-in-account')).SignedInAccount,
);

type AccountLinkProps = {
  /** `bar`: the desktop header; `sheet`: the mobile menu; `compact`: the mobile header bar. */
  layout: AccountLayout;
  className?: string;
};

/**
 * The header's account corner on every page: "Sign in" (prerendered, and for anonymous
 * visitors), or Dashboard / the username / Logout once the idle session check (lib/session.ts)
 * finds a signed-in user. Anonymous visitors cause no request at all.
 *
 * The wrapper (display: contents) is the slot that a static marketing page fills in without
 * React in the page (signed-in-header.tsx): it carries the layout and the classes.
 */
export function AccountLink({ layout, className }: AccountLinkProps) {
  return (
    <span className="contents" data-account-slot={layout} data-account-class={className}>
      <AccountCorner layout={layout} className={className} />
    </span>
  );
}

function AccountCorner({ layout, className }: AccountLinkProps) {
  const session = useSession();
  useEffect(() => {
    if (hasSessionHint()) void SignedInAccount.preload().catch(() => undefined);
    checkSessionWhenIdle();
  }, []);

  const signIn =
    layout === 'compact' ? null : (
      <Link
        to={paths.auth.getHref()}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className })}
      >
        <LogIn aria-hidden="true" />
        Sign in
      </Link>
    );
  // "Sign in" only when nobody is known to be signed in here: a browser holding the sign-in hint
  // (an account page, a signed-in visitor) keeps the corner's room empty until GET /api/auth/me
  // and the corner's code have answered, rather than offering to sign in a signed-in user.
  const pending = <span aria-hidden="true" data-account-pending="" className="inline-block w-24" />;
  if (session.status === 'signed-out') return signIn;
  if (session.status === 'unknown') return hasSessionHint() ? pending : signIn;
  return (
    <Suspense fallback={pending}>
      <SignedInAccount user={session.user} layout={layout} className={className} />
    </Suspense>
  );
}
