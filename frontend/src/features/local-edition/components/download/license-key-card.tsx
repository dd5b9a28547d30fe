import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, CircleAlert, KeyRound, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import {
  licenseKeyFormSchema,
  useValidateLicenseKey,
  type LicenseKeyForm,
} from '../../hooks/use-validate-license-key';
import type { AcceptedKey } from '../../lib/check-license-key';
import { readStoredLicenseKey, storeLicenseKey } from '../../lib/license-storage';
import { LicenseSummary } from './license-summary';

const FIELD_ID = 'license-key';

type LicenseKeyCardProps = {
  accepted: AcceptedKey | null;
  onAcceptedChange: (accepted: AcceptedKey | null) => void;
  /** The signed-in user's organization key, offered with one click (checked like any other). */
  organizationKey?: string | null;
};

/** Spec §2/§4/§8: key entry, "Validating..." for about a second, then validated or rejected. */
export function LicenseKeyCard({
  accepted,
  onAcceptedChange,
  organizationKey,
}: LicenseKeyCardProps) {
  const validate = useValidateLicenseKey();
  const [rejection, setRejection] = useState<string | null>(null);
  const form = useForm<LicenseKeyForm>({
    resolver: zodResolver(licenseKeyFormSchema),
    defaultValues: { licenseKey: readStoredLicenseKey() },
  });

  const onValid = ({ licenseKey }: LicenseKeyForm) => {
    setRejection(null);
    validate.mutate(licenseKey, {
      onSuccess: (result) => {
        if (result.outcome === 'rejected') {
          onAcceptedChange(null);
          setRejection(result.reason);
          toast({
            variant: 'destructive',
            title: 'Invalid License Key',
            description: result.reason,
          });
          return;
        }
        storeLicenseKey(result.key);
        onAcceptedChange(result);
        toast({
          title: 'License Validated',
          description: 'Your license key is valid. Download links are now available.',
        });
      },
      onError: (error) => {
        console.error('License validation failed', error);
        onAcceptedChange(null);
        toast({
          variant: 'destructive',
          title: 'Validation Error',
          description: 'Failed to validate license key. Please try again.',
        });
      },
    });
  };

  const submit = form.handleSubmit(onValid, () => onInvalid());
  const validateOrganizationKey = (key: string) => {
    form.setValue('licenseKey', key);
    void submit();
  };

  const onInvalid = () =>
    toast({
      variant: 'destructive',
      title: 'License Key Required',
      description: 'Please enter your license key to continue',
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          License Key
        </CardTitle>
        <CardDescription>
          Enter the license key from your IronKeep order. It is checked in this browser and never
          sent anywhere.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-2">
            <Label htmlFor={FIELD_ID}>License key</Label>
            <Input
              {...fieldAria(FIELD_ID, rejection ?? undefined)}
              autoComplete="off"
              spellCheck={false}
              placeholder="IRON-PRO-…"
              className="font-mono"
              {...form.register('licenseKey')}
            />
          </div>
          <Button type="submit" disabled={validate.isPending} className="h-10 sm:w-40">
            {validate.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {validate.isPending ? 'Validating...' : 'Validate License'}
          </Button>
        </form>
        {organizationKey && accepted?.key !== organizationKey && (
          <Button
            type="button"
            variant="secondary"
            className="justify-self-start"
            disabled={validate.isPending}
            onClick={() => validateOrganizationKey(organizationKey)}
          >
            <Building2 aria-hidden="true" />
            Use my organization&apos;s license key
          </Button>
        )}
        {rejection && (
          <p
            id={`${FIELD_ID}-error`}
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/60 bg-destructive/10 p-3 text-sm"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            {rejection}
          </p>
        )}
        {accepted && <LicenseSummary accepted={accepted} />}
      </CardContent>
    </Card>
  );
}
