import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { getServerMessage } from '@/lib/api-error';
import {
  requestResetSchema,
  useRequestPasswordReset,
  type RequestResetInput,
} from '../api/password-reset';
import { SignInNotice } from './sign-in-notice';

/** The address to mail a link to; the answer is the same whether or not an account uses it. */
export function RequestResetForm() {
  const request = useRequestPasswordReset();
  const form = useForm<RequestResetInput>({
    resolver: zodResolver(requestResetSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  if (request.isSuccess) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-md border p-3 text-sm">
        <MailCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
        <p>{request.data.message}</p>
      </div>
    );
  }

  return (
    <form
      onSubmit={form.handleSubmit((values) => request.mutate(values))}
      className="grid gap-5"
      noValidate
    >
      <p className="text-sm text-muted-foreground">
        Enter the email address of your account. We will send you a link to choose a new password.
      </p>
      <FormField id="reset-email" label="Email" error={errors.email?.message}>
        <Input
          {...fieldAria('reset-email', errors.email?.message)}
          type="email"
          autoComplete="email"
          maxLength={254}
          autoFocus
          {...form.register('email')}
        />
      </FormField>
      {request.isError && (
        <SignInNotice
          spaced={false}
          message={getServerMessage(request.error, 'Could not send the link. Please try again.')}
        />
      )}
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {request.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
