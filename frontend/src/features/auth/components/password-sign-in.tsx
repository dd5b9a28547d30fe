import { useState } from 'react';
import type { User } from '@/lib/current-user';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { SignInProviders } from '@/lib/sign-in-providers';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthTab = 'signin' | 'register';

type PasswordSignInProps = {
  providers: SignInProviders;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onSignedIn: (user: User) => void;
};

/**
 * The username/password part of /auth: Sign In and Create Account when local accounts are on;
 * the sign-in form alone for directory (LDAP) accounts; with neither, the form stays behind
 * "Administrator sign-in" for the ADMIN_USERNAME account, which always works.
 */
export function PasswordSignIn({ providers, tab, onTabChange, onSignedIn }: PasswordSignInProps) {
  const [registeredUsername, setRegisteredUsername] = useState('');
  const onRegistered = (username: string) => {
    setRegisteredUsername(username);
    onTabChange('signin');
  };

  if (!providers.local) {
    const form = <LoginForm onSuccess={onSignedIn} />;
    if (providers.ldap) {
      return (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">Use your directory (LDAP) account.</p>
          {form}
        </div>
      );
    }
    return (
      <details className="rounded-md border p-3 text-sm">
        <summary className="cursor-pointer font-medium">Administrator sign-in</summary>
        <div className="mt-4">{form}</div>
      </details>
    );
  }

  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="signin">Sign In</TabsTrigger>
        <TabsTrigger value="register">Create Account</TabsTrigger>
      </TabsList>
      <TabsContent value="signin" className="mt-6">
        {/* Remount with the new username after registration so the field shows it. */}
        <LoginForm
          key={registeredUsername}
          defaultUsername={registeredUsername}
          onSuccess={onSignedIn}
          offerPasswordReset
        />
      </TabsContent>
      <TabsContent value="register" className="mt-6">
        <RegisterForm onRegistered={onRegistered} />
      </TabsContent>
    </Tabs>
  );
}
