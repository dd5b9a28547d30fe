import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useFocusWhenChanged } from '@/hooks/use-focus-when-changed';
import { getServerMessage } from '@/lib/api-error';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useRegenerateBackupCodes } from '../api/regenerate-backup-codes';
import { type TwoFactorSetup, useSetupTwoFactor } from '../api/setup-two-factor';
import { BackupCodesPanel } from './backup-codes-panel';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { SetupWizard } from './setup-wizard';

/** Two-Factor Auth tab: status, setup wizard when off; new backup codes and disable when on. */
export function TwoFactorTab() {
  const status = useTwoFactorStatus();
  const setupMutation = useSetupTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);

  const startSetup = () =>
    setupMutation.mutate(undefined, {
      onSuccess: (data) => {
        setSetup(data.setup);
        toast({
          title: 'Setup Generated',
          description: 'Scan the QR code with your authenticator app',
        });
      },
      onError: (error) =>
        toast({
          title: 'Setup Failed',
          description: getServerMessage(error, 'Failed to generate 2FA setup'),
          variant: 'destructive',
        }),
    });

  const newCodes = () =>
    regenerate.mutate(undefined, {
      onSuccess: (data) => {
        setFreshCodes(data.backupCodes);
        toast({
          title: 'Backup Codes Regenerated',
          description: 'New backup codes have been generated. Please save them securely.',
        });
      },
      onError: (error) =>
        toast({
          title: 'Regeneration Failed',
          description: getServerMessage(error, 'Failed to regenerate backup codes'),
          variant: 'destructive',
        }),
    });

  // Each step (off → set-up wizard → backup codes → on) replaces the button that led to it:
  // the focus goes to the card's title, so keyboard users continue from there.
  const title = useRef<HTMLHeadingElement>(null);
  const enabled = status.data?.twoFactorEnabled;
  const view = setup ? 'setup' : freshCodes ? 'codes' : enabled === undefined ? undefined : enabled;
  useFocusWhenChanged(view, title);

  if (status.isPending) return <Spinner />;
  if (status.isError) {
    return <p className="text-sm text-destructive">Failed to load two-factor status</p>;
  }
  const { twoFactorEnabled, backupCodesCount } = status.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle ref={title} tabIndex={-1} className="flex items-center gap-2">
          {twoFactorEnabled ? <ShieldCheck aria-hidden="true" /> : <ShieldOff aria-hidden="true" />}
          Two-Factor Authentication
        </CardTitle>
        <CardDescription>
          A code from an authenticator app (Google Authenticator, Authy, 1Password) on top of your
          password.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm font-medium">Status:</span>
          <Badge variant={twoFactorEnabled ? 'success' : 'secondary'}>
            {twoFactorEnabled ? 'Enabled' : 'Disabled'}
          </Badge>
          {twoFactorEnabled && (
            <span className="text-sm text-muted-foreground">
              Backup codes remaining: {backupCodesCount}
            </span>
          )}
        </div>
        {setup ? (
          <SetupWizard setup={setup} onFinished={() => setSetup(null)} />
        ) : freshCodes ? (
          <BackupCodesPanel codes={freshCodes} onDone={() => setFreshCodes(null)} />
        ) : twoFactorEnabled ? (
          <div className="flex flex-wrap gap-2">
            {/* The current codes stop working at once: asked first (issue 26). */}
            <ConfirmDialog
              trigger={
                <Button variant="outline" disabled={regenerate.isPending}>
                  {regenerate.isPending ? 'Generating...' : 'New Backup Codes'}
                </Button>
              }
              title="Replace Backup Codes"
              description={replaceCodesText(backupCodesCount)}
              confirmLabel="Replace codes"
              onConfirm={newCodes}
            />
            <DisableTwoFactorDialog />
          </div>
        ) : (
          <div>
            <Button onClick={startSetup} disabled={setupMutation.isPending}>
              {setupMutation.isPending ? 'Generating...' : 'Set Up 2FA'}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** What "Replace codes" does to the codes the user holds now. */
function replaceCodesText(remaining: number): string {
  const old =
    remaining === 0
      ? ''
      : remaining === 1
        ? ' Your last current backup code stops working at once.'
        : ` Your ${remaining} current backup codes stop working at once.`;
  return `New backup codes are generated.${old} Save the new codes before you leave this page.`;
}
