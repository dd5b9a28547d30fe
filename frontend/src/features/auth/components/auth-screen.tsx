import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import type { User } from '@/lib/current-user';
import { useSignInProviders } from '@/lib/sign-in-providers';
import { ssoErrorMessage } from '../lib/sso-errors';
import { AuthCard } from './auth-card';
import { type AuthTab, PasswordSignIn } from './password-sign-in';
import { SignInNotice } from './sign-in-notice';
import { SsoButton } from './sso-button';

type AuthScreenProps = {
  onSignedIn: (user: User) => void;
  /** Where single sign-on returns to (the password forms call onSignedIn instead). */
  returnTo: string;
  /** The failure code of the last single sign-on attempt (/auth?error=…), if any. */
  ssoError?: string | null;
};

/**
 * Sign In and Create Account, "Sign in with {label}" when single sign-on is configured, and why
 * the last single sign-on attempt failed. A new account lands on Sign In with its username.
 */
export function AuthScreen({ onSignedIn, returnTo, ssoError = null }: AuthScreenProps) {
  const [tab, setTab] = useState<AuthTab>('signin');
  const providers = useSignInProviders();
  const notice = ssoErrorMessage(ssoError);
  const registering = tab === 'register' && providers.local;

  return (
    <AuthCard
      icon={LockKeyhole}
      title={registering ? 'Create your account' : 'Sign in to IronKeep'}
      description={
        registering
          ? 'Set up an account to manage your private AI deployment.'
          : 'Access your dashboard, assistants and account settings.'
      }
    >
      {notice && <SignInNotice message={notice} />}
      {providers.oidc && (
        <div className="mb-6 grid gap-6">
          <SsoButton label={providers.oidc.label} returnTo={returnTo} />
          <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
            <span className="h-px flex-1 bg-border" />
            or
            <span className="h-px flex-1 bg-border" />
          </div>
        </div>
      )}
      <PasswordSignIn
        providers={providers}
        tab={tab}
        onTabChange={setTab}
        onSignedIn={onSignedIn}
      />
    </AuthCard>
  );
}
