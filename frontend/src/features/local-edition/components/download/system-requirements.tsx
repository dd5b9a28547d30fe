import { Cpu } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { HARDWARE_TIERS } from '../../content/download-content';

/** Spec §9's three hardware tiers. */
export function SystemRequirements() {
  return (
    <section aria-labelledby="system-requirements" className="grid gap-4">
      <h2 id="system-requirements" className="flex items-center gap-2 text-2xl font-semibold">
        <Cpu className="size-6 text-primary" aria-hidden="true" />
        System Requirements
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {HARDWARE_TIERS.map((tier) => (
          <Card key={tier.name}>
            <CardHeader>
              <CardTitle>{tier.name}</CardTitle>
              <CardDescription>{tier.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-1.5 text-sm">
                {tier.specs.map((spec) => (
                  <li key={spec} className="flex gap-2">
                    <span aria-hidden="true" className="text-primary">
                      •
                    </span>
                    {spec}
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
