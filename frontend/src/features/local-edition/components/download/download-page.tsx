import { HardDrive } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import type { AcceptedKey } from '../../lib/check-license-key';
import { InstallationTabs } from './installation-tabs';
import { LicenseKeyCard } from './license-key-card';
import { NextSteps } from './next-steps';
import { SystemRequirements } from './system-requirements';

/**
 * /download: licence key first; a validated key reveals requirements, installation, next steps.
 * `organizationKey` is the signed-in user's own key, which the route looks up.
 */
export function DownloadPage({ organizationKey }: { organizationKey?: string | null }) {
  const [accepted, setAccepted] = useState<AcceptedKey | null>(null);
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-12 px-4 py-12 sm:py-16">
      <header className="grid justify-items-center gap-4 text-center">
        <Badge variant="secondary">
          <HardDrive aria-hidden="true" />
          Local Edition
        </Badge>
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">
          Download IronKeep AI Local Edition
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Private AI on your own machine: the chat service, the web interface and the model all run
          locally, and nothing leaves your network.
        </p>
      </header>
      <LicenseKeyCard
        accepted={accepted}
        onAcceptedChange={setAccepted}
        organizationKey={organizationKey}
      />
      {accepted && (
        <>
          <SystemRequirements />
          <InstallationTabs licenseKey={accepted.key} />
          <NextSteps accepted={accepted} />
        </>
      )}
    </div>
  );
}
