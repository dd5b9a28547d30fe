import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSlugAvailability } from '../api/check-slug';
import { organizationSchema, type OrganizationInput } from '../api/subscribe';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { apiRules } from '@/lib/api-rules';
import { SLUG_PATTERN, SLUG_RULE, slugify } from '../lib/slug';

type OrganizationStepProps = {
  initial: OrganizationInput;
  /** A slug the server refused on the last attempt (taken meanwhile, reserved). */
  slugError?: string;
  onBack: () => void;
  onContinue: (values: OrganizationInput) => void;
};

/** Name the organisation; its address (slug) follows the name until edited by hand. */
export function OrganizationStep({
  initial,
  slugError,
  onBack,
  onContinue,
}: OrganizationStepProps) {
  const [slugEdited, setSlugEdited] = useState(Boolean(initial.slug));
  const form = useForm<OrganizationInput>({
    resolver: zodResolver(organizationSchema),
    defaultValues: initial,
    // A field is checked when left, then on every change: an error never outlives its cause.
    mode: 'onTouched',
  });
  // The server's refusal is shown once (this step is remounted for each refusal); the next
  // change to the slug checks it again instead of keeping the stale message.
  useEffect(() => {
    if (slugError) form.setError('slug', { type: 'server', message: slugError });
  }, [form, slugError]);
  const { errors } = form.formState;
  const slug = useWatch({ control: form.control, name: 'slug' });
  const settled = useDebouncedValue(slug, 300);
  const checkable = settled.length >= SLUG_RULE.minLength && SLUG_PATTERN.test(settled);
  const availability = useSlugAvailability(settled, { enabled: checkable });
  const taken = checkable && availability.data?.available === false;

  // The slug that follows the name is checked again while an error shows under it (issue 26:
  // "Slug must be 3 to 50 characters" stayed under a valid slug); before that it stays quiet,
  // so the first letters of a name do not raise an error.
  const slugShowsError = () => form.getFieldState('slug').invalid || form.formState.isSubmitted;
  const nameField = form.register('organizationName', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited)
        form.setValue('slug', slugify(event.target.value), { shouldValidate: slugShowsError() });
    },
  });
  const slugField = form.register('slug', {
    onChange: () => {
      setSlugEdited(true);
      if (form.getFieldState('slug').invalid) void form.trigger('slug');
    },
  });

  return (
    <form onSubmit={form.handleSubmit(onContinue)} className="grid gap-5" noValidate>
      <FormField id="org-name" label="Organization name" error={errors.organizationName?.message}>
        <Input
          {...fieldAria('org-name', errors.organizationName?.message)}
          maxLength={apiRules.SubscribeDto.organizationName.maxLength}
          autoComplete="organization"
          autoFocus
          placeholder="Acme Health"
          {...nameField}
        />
      </FormField>
      <FormField
        id="org-slug"
        label="Organization address (slug)"
        error={errors.slug?.message}
        hint="Lowercase letters, digits and hyphens. It identifies your organization and appears in its license key."
      >
        <Input
          {...fieldAria('org-slug', errors.slug?.message)}
          maxLength={SLUG_RULE.maxLength}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          {...slugField}
        />
      </FormField>
      {checkable && (
        <div className="-mt-3 text-sm" aria-live="polite">
          {availability.isFetching || settled !== slug ? (
            <span className="flex items-center gap-2 text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Checking
              availability...
            </span>
          ) : availability.data?.available ? (
            <span className="flex items-center gap-2 text-success">
              <CheckCircle2 className="size-4" aria-hidden="true" /> {settled} is available
            </span>
          ) : availability.data ? (
            <span className="flex flex-wrap items-center gap-2 text-destructive">
              <XCircle className="size-4" aria-hidden="true" /> {settled} is not available.
              {availability.data.suggestion && (
                <Button
                  type="button"
                  variant="link"
                  className="h-auto p-0"
                  onClick={() =>
                    form.setValue('slug', availability.data!.suggestion!, { shouldValidate: true })
                  }
                >
                  Use {availability.data.suggestion}
                </Button>
              )}
            </span>
          ) : null}
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack}>
          Back to plans
        </Button>
        <Button type="submit" disabled={taken}>
          Continue
        </Button>
      </div>
    </form>
  );
}
