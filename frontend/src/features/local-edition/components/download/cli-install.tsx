import { CheckCircle2 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CLI_FEATURES, NODE_REQUIREMENT } from '../../content/download-content';
import {
  CLI_DOCTOR_COMMAND,
  CLI_INSTALL_COMMAND,
  CLI_START_COMMAND,
  cliInitCommand,
} from '../../lib/install-commands';
import { CodeBlock } from './code-block';

/** Spec §2 CLI tab: install, configure, start, and what the CLI does. */
export function CliInstall({ licenseKey }: { licenseKey: string }) {
  const steps = [
    { label: '1. Install', code: CLI_INSTALL_COMMAND },
    { label: '2. Configure', code: cliInitCommand(licenseKey) },
    { label: '3. Start', code: CLI_START_COMMAND },
  ];
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardHeader>
          <CardTitle>IronKeep CLI</CardTitle>
          <CardDescription>Needs {NODE_REQUIREMENT}.</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          {steps.map((step) => (
            <CodeBlock key={step.label} label={step.label} code={step.code} />
          ))}
          <p className="text-sm text-muted-foreground">
            Something missing?{' '}
            <code className="font-mono text-foreground">{CLI_DOCTOR_COMMAND}</code> checks every
            dependency and tells you how to fix it.
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Features</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3">
            {CLI_FEATURES.map((feature) => (
              <li key={feature.title} className="flex gap-3">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                <div>
                  <p className="text-sm font-medium">{feature.title}</p>
                  <p className="text-sm text-muted-foreground">
                    <code className="font-mono text-foreground">{feature.command}</code>{' '}
                    {feature.description}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
