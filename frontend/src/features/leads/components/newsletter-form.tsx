import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import {
  newsletterInputSchema,
  useSubscribeNewsletter,
  type NewsletterInput,
} from '../api/subscribe-newsletter';
import { newsletterErrorMessage } from '../lib/error-messages';

type NewsletterFormProps = {
  /** standalone: full-width stacked card form; inline: one row (blog page). */
  variant?: 'standalone' | 'inline';
  className?: string;
};

export function NewsletterForm({ variant = 'standalone', className }: NewsletterFormProps) {
  // One form of each look per page; no useId: an island's ids must match its prerendered HTML.
  const id = `newsletter-email-${variant}`;
  const subscribe = useSubscribeNewsletter();
  const form = useForm<NewsletterInput>({
    resolver: zodResolver(newsletterInputSchema),
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;

  const onSubmit = (values: NewsletterInput) =>
    subscribe.mutate(values, {
      onSuccess: (data) => {
        toast({
          title: 'Successfully subscribed!',
          description:
            data?.message || "You'll receive updates about our latest AI infrastructure solutions.",
        });
        form.reset({ email: '' });
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: 'Subscription failed',
          description: newsletterErrorMessage(err),
        }),
    });

  const inline = variant === 'inline';
  const input = (
    <Input
      {...fieldAria(id, error)}
      type="email"
      autoComplete="email"
      placeholder="you@company.com"
      maxLength={254}
      {...form.register('email')}
    />
  );
  const button = (
    <Button type="submit" disabled={subscribe.isPending} className={cn(!inline && 'w-full')}>
      {subscribe.isPending ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : (
        !inline && <Mail aria-hidden="true" />
      )}
      {subscribe.isPending ? 'Subscribing...' : inline ? 'Subscribe' : 'Subscribe to Newsletter'}
    </Button>
  );

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className={cn(inline ? 'grid gap-2' : 'grid gap-3', className)}
    >
      {inline ? (
        <>
          <label htmlFor={id} className="sr-only">
            Email address
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            {input}
            {button}
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
              {error}
            </p>
          )}
        </>
      ) : (
        <>
          <FormField id={id} label="Email address" error={error}>
            {input}
          </FormField>
          {button}
        </>
      )}
    </form>
  );
}
