import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import {
  CONTACT_LIMITS,
  contactInputSchema,
  useSubmitContact,
  type ContactInput,
} from '../api/submit-contact';
import { contactErrorMessage } from '../lib/error-messages';
import { HoneypotFields } from './honeypot-fields';

/** How long the button says "Message Sent!" (spec §9). */
export const CONTACT_SENT_MS = 5000;

const EMPTY: ContactInput = {
  name: '',
  email: '',
  company: '',
  message: '',
  website: '',
  phone: '',
};

export function ContactForm() {
  const [sent, setSent] = useState(false);
  const submit = useSubmitContact();
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const messageLength = useWatch({ control: form.control, name: 'message' }).length;

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), CONTACT_SENT_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const onSubmit = (values: ContactInput) =>
    submit.mutate(values, {
      onSuccess: (data) => {
        toast({
          title: 'Message sent successfully!',
          description:
            data?.message || "Thank you for your inquiry. We'll be in touch within 24 hours.",
        });
        form.reset(EMPTY);
        setSent(true);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to send message',
          description: contactErrorMessage(error),
        }),
    });

  const label = submit.isPending ? 'Sending...' : sent ? 'Message Sent!' : 'Send Message';
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="relative grid gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={errors.name?.message}>
          <Input
            {...fieldAria('contact-name', errors.name?.message)}
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            {...form.register('name')}
          />
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email?.message}>
          <Input
            {...fieldAria('contact-email', errors.email?.message)}
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            {...form.register('email')}
          />
        </FormField>
      </div>
      <FormField id="contact-company" label="Company (optional)" error={errors.company?.message}>
        <Input
          {...fieldAria('contact-company', errors.company?.message)}
          autoComplete="organization"
          maxLength={CONTACT_LIMITS.company}
          {...form.register('company')}
        />
      </FormField>
      <FormField
        id="contact-message"
        label="Message"
        error={errors.message?.message}
        hint={`${messageLength}/${CONTACT_LIMITS.message}`}
      >
        <Textarea
          {...fieldAria('contact-message', errors.message?.message)}
          rows={5}
          maxLength={CONTACT_LIMITS.message}
          placeholder="Tell us about your environment, compliance needs and first use case."
          {...form.register('message')}
        />
      </FormField>
      {errors.message && (
        <p className="-mt-2 text-right text-xs text-muted-foreground">
          {messageLength}/{CONTACT_LIMITS.message}
        </p>
      )}
      <HoneypotFields register={form.register} />
      <Button type="submit" size="lg" disabled={submit.isPending || sent}>
        {submit.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {sent && <CheckCircle2 aria-hidden="true" />}
        {!submit.isPending && !sent && <Send aria-hidden="true" />}
        {label}
      </Button>
    </form>
  );
}
