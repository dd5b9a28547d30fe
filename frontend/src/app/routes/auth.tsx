import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { safeReturnTo } from '@/lib/return-to';
import { hasSessionHint } from '@/lib/session';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { PasswordChangeRequired } from '@/features/profile/components/password-change-required';

const assurances = [
  'Runs entirely on your own infrastructure',
  'Sessions protected by CSRF tokens and optional two-factor authentication',
  'Passwords stored only as argon2id hashes',
];

export default function AuthRoute() {
  const navigate = useNavigate();
  // Where the visitor was going (a guarded page, a chosen plan); same-site paths only.
  const [params] = useSearchParams();
  const next = safeReturnTo(params.get('returnTo')) ?? paths.dashboard.getHref();
  // Only a browser that signed in here may still be signed in: ask then (and send it on to the
  // dashboard). Everyone else gets the form at once, without a 401 in the console.
  const [maybeSignedIn] = useState(hasSessionHint);
  const { user, isPending } = useCurrentUser({ enabled: maybeSignedIn });
  // Signed in with a temporary password an administrator set: a new one comes before anything.
  const [mustChange, setMustChange] = useState(false);

  if (maybeSignedIn && isPending) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (mustChange || user?.mustChangePassword) {
    return (
      <div className="flex justify-center px-4 py-16 sm:px-6 lg:py-24">
        <PageMeta title="Choose a New Password" noindex />
        <PasswordChangeRequired onChanged={() => navigate(next)} />
      </div>
    );
  }
  if (user) return <Navigate to={next} replace />;

  return (
    <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
      <PageMeta title="Sign In" noindex />
      <div className="hidden lg:block">
        <h2 className="text-4xl font-bold tracking-tight">
          Your AI, your servers, <span className="text-primary">your rules.</span>
        </h2>
        <p className="mt-4 max-w-md text-lg leading-relaxed text-muted-foreground">
          Sign in to manage your IronKeep deployment, assistants and security settings.
        </p>
        <ul className="mt-8 grid gap-4">
          {assurances.map((text) => (
            <li key={text} className="flex items-start gap-3 text-sm text-muted-foreground">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex justify-center lg:justify-end">
        <AuthScreen
          onSignedIn={(signedIn) =>
            signedIn.mustChangePassword ? setMustChange(true) : navigate(next)
          }
          returnTo={next}
          ssoError={params.get('error')}
        />
      </div>
    </div>
  );
}
