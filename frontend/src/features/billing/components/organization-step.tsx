import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSlugAvailability } from '../api/check-slug';
import { organizationSchema, type OrganizationInput } from '../api/subscribe';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { SLUG_PATTERN, slugify } from '../lib/slug';

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
    errors: slugError ? { slug: { type: 'server', message: slugError } } : undefined,
  });
  const { errors } = form.formState;
  const slug = useWatch({ control: form.control, name: 'slug' });
  const settled = useDebouncedValue(slug, 300);
  const checkable = settled.length >= 3 && SLUG_PATTERN.test(settled);
  const availability = useSlugAvailability(settled, { enabled: checkable });
  const taken = checkable && availability.data?.available === false;

  const nameField = form.register('organizationName', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited)
        form.setValue('slug', slugify(event.target.value), { shouldValidate: false });
    },
  });
  const slugField = form.register('slug', { onChange: () => setSlugEdited(true) });

  return (
    <form onSubmit={form.handleSubmit(onContinue)} className="grid gap-5" noValidate>
      <FormField id="org-name" label="Organization name" error={errors.organizationName?.message}>
        <Input
          {...fieldAria('org-name', errors.organizationName?.message)}
          maxLength={100}
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
          maxLength={50}
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
