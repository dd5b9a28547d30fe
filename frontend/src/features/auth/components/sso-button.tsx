import { LogIn } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/utils';

/**
 * "Sign in with {label}": a plain link, since single sign-on is a full-page trip to the identity
 * provider and back (GET /api/auth/oidc/login), not a fetch.
 */
export function SsoButton({ label, returnTo }: { label: string; returnTo: string }) {
  return (
    <a
      href={`/api/auth/oidc/login?returnTo=${encodeURIComponent(returnTo)}`}
      className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full')}
    >
      <LogIn aria-hidden="true" />
      Sign in with {label}
    </a>
  );
}
