import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import { isTwoFactorChallenge, loginInputSchema, useLogin, type LoginInput } from '../api/login';

type LoginFormProps = { defaultUsername?: string; onSuccess: () => void };

export function LoginForm({ defaultUsername = '', onSuccess }: LoginFormProps) {
  const [codeRequired, setCodeRequired] = useState(false);
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
    login.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Welcome back!', description: 'You have been successfully logged in.' });
        onSuccess();
      },
      onError: (error) => {
        if (isTwoFactorChallenge(error)) {
          // First challenge: reveal the field. A wrong code: say so next to it.
          if (codeRequired) form.setError('token', { message: getServerMessage(error, '') });
          setCodeRequired(true);
          return;
        }
        toast({
          variant: 'destructive',
          title: 'Login Failed',
          description: getServerMessage(error, 'Invalid credentials. Please try again.'),
        });
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
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {!login.isPending && codeRequired ? <KeyRound aria-hidden="true" /> : null}
        {login.isPending ? 'Signing in...' : codeRequired ? 'Verify and sign in' : 'Sign In'}
      </Button>
    </form>
  );
}
