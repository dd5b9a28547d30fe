import { KeyRound } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getSignInProvidersQueryOptions } from '@/lib/sign-in-providers';
import { RequestResetForm } from './request-reset-form';
import { AuthCard } from './auth-card';
import { ResetPasswordForm } from './reset-password-form';

/**
 * A forgotten password: with an e-mailed link's token, the new-password form; otherwise the
 * request form where the server can send mail, or where to turn when it cannot.
 */
export function ForgotPasswordScreen({ token }: { token: string | null }) {
  const providers = useQuery(getSignInProvidersQueryOptions());
  const byEmail = providers.data?.passwordReset === 'email';

  return (
    <AuthCard
      icon={KeyRound}
      title={token ? 'Choose a new password' : 'Forgot your password?'}
      description={
        token
          ? 'The link works once, for 30 minutes after it was sent.'
          : 'Get back into your IronKeep account.'
      }
      contentClassName="grid gap-6"
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : providers.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading..." />
        </div>
      ) : byEmail ? (
        <RequestResetForm />
      ) : (
        <div className="grid gap-3 text-sm">
          <p>Password reset by email is not set up on this server.</p>
          <p className="text-muted-foreground">
            Ask your administrator to reset your password. You will get a temporary password and
            choose a new one when you sign in with it.
          </p>
        </div>
      )}
      <p className="text-center text-sm">
        <Link
          to={paths.auth.getHref()}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
