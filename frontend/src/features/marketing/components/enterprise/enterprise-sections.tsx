import { CheckCircle2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  COMPLIANCE_FRAMEWORKS,
  COMPLIANCE_SECTION,
  DEPLOYMENT_OPTIONS,
  DEPLOYMENT_SECTION,
  ENTERPRISE_ANCHORS,
  ENTERPRISE_FEATURES,
  ENTERPRISE_FEATURES_SECTION,
  PROCESS_SECTION,
  PROCESS_STEPS,
  SECURITY_CONTROLS,
  SECURITY_SECTION,
} from '../../content/enterprise';
import { FeatureGrid, IconPointGrid } from '../feature-grid';
import { MarketingIcon } from '../marketing-icon';
import { ProcessSteps } from '../process-steps';
import { SectionHeading } from '../section-heading';

const section = 'mx-auto max-w-6xl scroll-mt-20 px-4 py-20';

export function DeploymentOptionsSection() {
  return (
    <section id={ENTERPRISE_ANCHORS.deploymentOptions} className={section}>
      <SectionHeading title={DEPLOYMENT_SECTION.title} subtitle={DEPLOYMENT_SECTION.subtitle} />
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {DEPLOYMENT_OPTIONS.map((option) => (
          <Card key={option.id} className="h-full">
            <CardHeader>
              <MarketingIcon name={option.icon} />
              <CardTitle className="mt-4 text-lg">{option.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm leading-relaxed text-muted-foreground">{option.description}</p>
              <ul className="mt-4 grid gap-2 text-sm">
                {option.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <CheckCircle2
                      className="mt-0.5 size-4 shrink-0 text-emerald-500"
                      aria-hidden="true"
                    />
                    {feature}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}

export function EnterpriseFeaturesSection() {
  return (
    <section className="border-y bg-muted/30">
      <div className={section}>
        <SectionHeading
          title={ENTERPRISE_FEATURES_SECTION.title}
          subtitle={ENTERPRISE_FEATURES_SECTION.subtitle}
        />
        <FeatureGrid items={ENTERPRISE_FEATURES} className="mt-12" />
      </div>
    </section>
  );
}

export function SecurityAndComplianceSection() {
  return (
    <section className={section}>
      <div className="grid gap-12 lg:grid-cols-2">
        <div>
          <h2 className="text-3xl font-bold tracking-tight">{SECURITY_SECTION.title}</h2>
          <p className="mt-3 text-muted-foreground">{SECURITY_SECTION.subtitle}</p>
          <IconPointGrid items={SECURITY_CONTROLS} className="mt-8 sm:grid-cols-1" />
        </div>
        <div>
          <h2 className="text-3xl font-bold tracking-tight">{COMPLIANCE_SECTION.title}</h2>
          <ul className="mt-8 grid gap-4">
            {COMPLIANCE_FRAMEWORKS.map((framework) => (
              <li key={framework.name} className="rounded-xl border bg-card p-5">
                <div className="flex items-center justify-between gap-4">
                  <h3 className="font-semibold">{framework.name}</h3>
                  <Badge variant={framework.status === 'compliant' ? 'default' : 'outline'}>
                    {framework.statusLabel}
                  </Badge>
                </div>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                  {framework.description}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export function ProcessSection() {
  return (
    <section className="border-y bg-muted/30">
      <div className={section}>
        <SectionHeading title={PROCESS_SECTION.title} />
        <ProcessSteps steps={PROCESS_STEPS} className="mt-12" />
      </div>
    </section>
  );
}
