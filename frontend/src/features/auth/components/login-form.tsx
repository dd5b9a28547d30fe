import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, KeyRound, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { getServerMessage } from '@/lib/api-error';
import type { User } from '@/lib/current-user';
import { isTwoFactorChallenge, loginInputSchema, useLogin, type LoginInput } from '../api/login';

type LoginFormProps = {
  defaultUsername?: string;
  /** With the signed-in user (who may have to replace a temporary password first). */
  onSuccess: (user: User) => void;
  /** "Forgot password?" under the password: for local accounts, not a directory's. */
  offerPasswordReset?: boolean;
};

export function LoginForm({
  defaultUsername = '',
  onSuccess,
  offerPasswordReset = false,
}: LoginFormProps) {
  const [codeRequired, setCodeRequired] = useState(false);
  // The last refusal, next to the form until the next attempt (a toast alone disappears).
  const [failure, setFailure] = useState<string | null>(null);
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { username: defaultUsername, password: '', token: '' },
  });
  const { errors } = form.formState;
  const tokenField = form.register('token');

  const onSubmit = (values: LoginInput) => {
    if (codeRequired && !values.token) {
      form.setError('token', { message: 'Enter the code from your authenticator app' });
      return;
    }
    setFailure(null);
    login.mutate(values, {
      onSuccess: (data) => {
        toast({ title: 'Welcome back!', description: 'You have been successfully logged in.' });
        onSuccess(data.user);
      },
      onError: (error) => {
        if (isTwoFactorChallenge(error)) {
          // First challenge: reveal the field. A wrong code: say so next to it.
          if (codeRequired) form.setError('token', { message: getServerMessage(error, '') });
          setCodeRequired(true);
          return;
        }
        const message = getServerMessage(error, 'Invalid credentials. Please try again.');
        setFailure(message);
        toast({ variant: 'destructive', title: 'Login Failed', description: message });
      },
    });
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5" noValidate>
      <FormField id="login-username" label="Username" error={errors.username?.message}>
        <Input
          {...fieldAria('login-username', errors.username?.message)}
          autoComplete="username"
          maxLength={50}
          {...form.register('username')}
        />
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        <Input
          {...fieldAria('login-password', errors.password?.message)}
          type="password"
          autoComplete="current-password"
          maxLength={100}
          // Just registered (the name is filled in): the focus waits here, not lost with the
          // Create Account form that was replaced.
          autoFocus={Boolean(defaultUsername)}
          {...form.register('password')}
        />
      </FormField>
      {offerPasswordReset && (
        <p className="-mt-3 text-right text-sm">
          <Link
            to={paths.forgotPassword.getHref()}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        </p>
      )}
      {codeRequired && (
        <FormField
          id="login-token"
          label="Authentication code"
          error={errors.token?.message}
          hint="Enter the 6-digit code from your authenticator app, or an 8-digit backup code."
        >
          <Input
            {...fieldAria('login-token', errors.token?.message)}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={8}
            autoFocus
            className="font-mono tracking-[0.3em]"
            {...tokenField}
            onChange={(event) => {
              event.target.value = event.target.value.replace(/\D/g, '').slice(0, 8);
              return tokenField.onChange(event);
            }}
          />
        </FormField>
      )}
      {failure && (
        <div
          role="alert"
          id="login-failure"
          className="flex items-start gap-3 rounded-md border border-destructive/60 bg-destructive/5 p-3 text-sm text-foreground"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <div>
            <p className="font-medium">Login Failed</p>
            <p>{failure}</p>
          </div>
        </div>
      )}
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {!login.isPending && codeRequired ? <KeyRound aria-hidden="true" /> : null}
        {login.isPending ? 'Signing in...' : codeRequired ? 'Verify and sign in' : 'Sign In'}
      </Button>
    </form>
  );
}
