import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { getServerMessage, hasErrorCode } from '@/lib/api-error';
import type { Plan } from '../api/get-plans';
import { useSubscribe, type OrganizationInput } from '../api/subscribe';
import { ConfirmStep } from './confirm-step';
import { OrganizationStep } from './organization-step';

type Step = 'organization' | 'confirm';

/** The chosen plan → name the organisation → confirm; then the dashboard (or Stripe Checkout). */
export function SubscribeFlow({ plan, onBack }: { plan: Plan; onBack: () => void }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('organization');
  const [organization, setOrganization] = useState<OrganizationInput>({
    organizationName: '',
    slug: '',
  });
  const [slugError, setSlugError] = useState<string>();
  const subscribe = useSubscribe();

  const onConfirm = () =>
    subscribe.mutate(
      { planId: plan.id, ...organization },
      {
        onSuccess: ({ checkoutUrl, organization: created }) => {
          if (checkoutUrl) return window.location.assign(checkoutUrl);
          toast({
            title: 'Organization created',
            description: `${created.name} is ready. Add your first AI server.`,
          });
          navigate(paths.customerDashboard.getHref());
        },
        onError: (error) => {
          if (hasErrorCode(error, 'SLUG_TAKEN', 'VALIDATION_FAILED')) {
            setSlugError(getServerMessage(error, 'Choose another address.'));
            return setStep('organization');
          }
          toast({
            variant: 'destructive',
            title: 'Subscription failed',
            description: getServerMessage(
              error,
              'Failed to create your organization. Please try again.',
            ),
          });
        },
      },
    );

  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <p className="text-sm font-medium text-primary">
          Step {step === 'organization' ? 2 : 3} of 3 · {plan.name} plan
        </p>
        <CardTitle className="text-2xl">
          {step === 'organization' ? 'Name your organization' : 'Confirm your subscription'}
        </CardTitle>
        <CardDescription>
          {step === 'organization'
            ? 'Your AI servers, license key and team live in this organization.'
            : 'Check the details, then start your free trial.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {step === 'organization' ? (
          <OrganizationStep
            key={slugError ?? 'fresh'}
            initial={organization}
            slugError={slugError}
            onBack={onBack}
            onContinue={(values) => {
              setOrganization(values);
              setSlugError(undefined);
              setStep('confirm');
            }}
          />
        ) : (
          <ConfirmStep
            plan={plan}
            organization={organization}
            isPending={subscribe.isPending}
            onBack={() => setStep('organization')}
            onConfirm={onConfirm}
          />
        )}
      </CardContent>
    </Card>
  );
}
