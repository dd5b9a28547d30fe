import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { getServerMessage } from '@/lib/api-error';
import {
  newPasswordSchema,
  useConfirmPasswordReset,
  type NewPasswordInput,
} from '../api/password-reset';
import { SignInNotice } from './sign-in-notice';

const FIELDS = [
  ['newPassword', 'New Password'],
  ['confirmPassword', 'Confirm New Password'],
] as const;

/** The page an e-mailed link opens: a new password, then sign in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const confirm = useConfirmPasswordReset();
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  if (confirm.isSuccess) {
    return (
      <div className="grid gap-4">
        <div role="status" className="flex items-start gap-3 rounded-md border p-3 text-sm">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          <p>{confirm.data.message}</p>
        </div>
        <Button asChild size="lg">
          <Link to={paths.auth.getHref()}>Sign in</Link>
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={form.handleSubmit(({ newPassword }) => confirm.mutate({ token, newPassword }))}
      className="grid gap-5"
      noValidate
    >
      {FIELDS.map(([name, label], index) => (
        <FormField
          key={name}
          id={`reset-${name}`}
          label={label}
          error={errors[name]?.message}
          hint={
            index === 0 ? '8 to 100 characters. Setting it signs you out everywhere.' : undefined
          }
        >
          <Input
            {...fieldAria(`reset-${name}`, errors[name]?.message)}
            type="password"
            autoComplete="new-password"
            maxLength={100}
            autoFocus={index === 0}
            {...form.register(name)}
          />
        </FormField>
      ))}
      {confirm.isError && (
        <SignInNotice
          spaced={false}
          message={getServerMessage(confirm.error, 'Could not set the password. Please try again.')}
        />
      )}
      <Button type="submit" size="lg" disabled={confirm.isPending}>
        {confirm.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {confirm.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
