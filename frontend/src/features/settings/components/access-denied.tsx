import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Spec §2: the settings screen for a signed-out visitor. */
export function AccessDenied() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Lock className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">Access Denied</h1>
      <p className="mt-2 text-muted-foreground">Please log in to access your account settings.</p>
      <Button asChild className="mt-6">
        <Link to={paths.auth.getHref()}>Sign In</Link>
      </Button>
    </section>
  );
}
