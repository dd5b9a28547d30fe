import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import type { TwoFactorSetup } from '../api/setup-two-factor';
import { BackupCodesPanel } from './backup-codes-panel';

type SetupWizardProps = { setup: TwoFactorSetup; onFinished: () => void };

/** Step 1 scan (or type the key), Step 2 confirm a code, then save the backup codes. */
export function SetupWizard({ setup, onFinished }: SetupWizardProps) {
  const [showKey, setShowKey] = useState(false);
  const [code, setCode] = useState('');
  const [enabled, setEnabled] = useState(false);
  const enable = useEnableTwoFactor();

  if (enabled) return <BackupCodesPanel codes={setup.backupCodes} onDone={onFinished} />;

  const verify = () =>
    enable.mutate(
      { token: code },
      {
        onSuccess: () => {
          toast({ title: '2FA Enabled', description: 'Two-factor authentication is now on.' });
          setEnabled(true);
        },
        onError: (error) => {
          toast({
            title: 'Verification Failed',
            description: getServerMessage(error, 'Invalid verification code'),
            variant: 'destructive',
          });
          setCode('');
        },
      },
    );

  return (
    <div className="grid gap-6">
      <section className="grid gap-3">
        <h4 className="font-semibold">Step 1: Scan the QR code</h4>
        <p className="text-sm text-muted-foreground">
          Use an authenticator app such as Google Authenticator, Authy or 1Password.
        </p>
        <img
          src={setup.qrCodeUrl}
          alt="QR code for your authenticator app"
          className="size-48 rounded-md border bg-white p-2"
        />
        <div>
          <Button variant="link" className="px-0" onClick={() => setShowKey((v) => !v)}>
            {showKey ? 'Hide manual entry key' : "Can't scan? Show manual entry key"}
          </Button>
          {showKey && (
            <div className="flex flex-wrap items-center gap-2">
              <code
                data-testid="manual-entry-key"
                className="break-all rounded-md bg-muted px-3 py-2 font-mono text-sm"
              >
                {setup.manualEntryKey}
              </code>
              <CopyButton
                variant="outline"
                text={setup.manualEntryKey}
                copiedMessage="Secret key copied to clipboard"
              />
            </div>
          )}
        </div>
      </section>
      <section className="grid gap-3">
        <h4 className="font-semibold">Step 2: Enter the 6-digit code</h4>
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (code.length === 6) verify();
          }}
        >
          <FormField id="two-factor-code" label="Verification code" className="sm:w-48">
            <Input
              id="two-factor-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="000000"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            />
          </FormField>
          <Button type="submit" disabled={code.length !== 6 || enable.isPending}>
            {enable.isPending ? 'Verifying...' : 'Verify and Enable'}
          </Button>
        </form>
      </section>
    </div>
  );
}
