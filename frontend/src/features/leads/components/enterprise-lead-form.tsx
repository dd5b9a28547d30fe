import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import {
  BUDGET_OPTIONS,
  DEPLOYMENT_TYPE_OPTIONS,
  EMPLOYEE_COUNT_OPTIONS,
  TIMELINE_OPTIONS,
  USE_CASE_OPTIONS,
  type Option,
} from '@/config/enterprise-lead-options';
import { DISCOVERY_FORM } from '../content/enterprise-form';
import {
  enterpriseLeadInputSchema,
  useSubmitEnterpriseLead,
  type EnterpriseLeadFormValues,
  type EnterpriseLeadInput,
} from '../api/submit-enterprise-lead';

type Field = keyof EnterpriseLeadFormValues;
const EMPTY: EnterpriseLeadFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  jobTitle: '',
  phone: '',
  employeeCount: '',
  useCase: '',
  deploymentType: '',
  timeline: '',
  budget: '',
  currentSolution: '',
  specificRequirements: '',
};
const { labels, placeholders } = DISCOVERY_FORM;

const TEXT_FIELDS: { name: Field; type?: string; autoComplete: string; maxLength: number }[] = [
  { name: 'firstName', autoComplete: 'given-name', maxLength: 100 },
  { name: 'lastName', autoComplete: 'family-name', maxLength: 100 },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { name: 'company', autoComplete: 'organization', maxLength: 100 },
  { name: 'jobTitle', autoComplete: 'organization-title', maxLength: 100 },
  { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: 40 },
];

const SELECTS: { name: keyof typeof placeholders & Field; options: readonly Option[] }[] = [
  { name: 'employeeCount', options: EMPLOYEE_COUNT_OPTIONS },
  { name: 'useCase', options: USE_CASE_OPTIONS },
  { name: 'deploymentType', options: DEPLOYMENT_TYPE_OPTIONS },
  { name: 'timeline', options: TIMELINE_OPTIONS },
  { name: 'budget', options: BUDGET_OPTIONS },
];

/** The "Discovery & Scoping" request; calls onSubmitted after the server accepted it. */
export function EnterpriseLeadForm({ onSubmitted }: { onSubmitted: () => void }) {
  const submit = useSubmitEnterpriseLead();
  const form = useForm<EnterpriseLeadFormValues, unknown, EnterpriseLeadInput>({
    resolver: zodResolver(enterpriseLeadInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const ids = (name: Field) => fieldAria(`lead-${name}`, errors[name]?.message);

  const onSubmit = (values: EnterpriseLeadInput) =>
    submit.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Thank you for your interest',
          description: 'Our enterprise team will contact you within 24 hours.',
        });
        form.reset(EMPTY);
        onSubmitted();
      },
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Submission failed',
          description: 'Please try again or contact us directly.',
        }),
    });

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, type, autoComplete, maxLength }) => (
          <FormField
            key={name}
            id={`lead-${name}`}
            label={labels[name]}
            error={errors[name]?.message}
          >
            <Input
              {...ids(name)}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              maxLength={maxLength}
              {...form.register(name)}
            />
          </FormField>
        ))}
        {SELECTS.map(({ name, options }) => (
          <FormField
            key={name}
            id={`lead-${name}`}
            label={labels[name]}
            error={errors[name]?.message}
          >
            <NativeSelect {...ids(name)} {...form.register(name)}>
              <option value="" disabled>
                {placeholders[name]}
              </option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ))}
      </div>
      <FormField id="lead-currentSolution" label={labels.currentSolution}>
        <Input
          {...ids('currentSolution')}
          maxLength={1000}
          placeholder={placeholders.currentSolution}
          {...form.register('currentSolution')}
        />
      </FormField>
      <FormField id="lead-specificRequirements" label={labels.specificRequirements}>
        <Textarea
          {...ids('specificRequirements')}
          rows={5}
          maxLength={5000}
          placeholder={placeholders.specificRequirements}
          {...form.register('specificRequirements')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={submit.isPending}>
        {submit.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Send aria-hidden="true" />
        )}
        {submit.isPending ? DISCOVERY_FORM.submitting : DISCOVERY_FORM.submit}
      </Button>
      <p className="text-center text-xs text-muted-foreground">{DISCOVERY_FORM.privacyNote}</p>
    </form>
  );
}
