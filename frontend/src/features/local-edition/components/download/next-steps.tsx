import { ArrowRight, LifeBuoy, MessageSquare, Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { isLocalWebInterface } from '@/config/web-interface';
import { nextSteps } from '../../content/download-content';
import type { AcceptedKey } from '../../lib/check-license-key';
import { tierLabel } from '../../lib/license-key';

const linkClass =
  'inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline';

/** Spec §2: next steps with help links, for the validated key. */
export function NextSteps({ accepted }: { accepted: AcceptedKey }) {
  return (
    <section aria-labelledby="next-steps" className="grid gap-4">
      <h2 id="next-steps" className="flex items-center gap-2 text-2xl font-semibold">
        <ArrowRight className="size-6 text-primary" aria-hidden="true" />
        Next Steps
      </h2>
      <ol className="grid gap-4 md:grid-cols-3">
        {nextSteps(tierLabel(accepted.tier), accepted.maxUsers).map((step, index) => (
          <li key={step.title}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle>
                  <span className="text-primary">{index + 1}.</span> {step.title}
                </CardTitle>
                <CardDescription>{step.description}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ol>
      <Card>
        <CardContent className="flex flex-col gap-3 pt-6 sm:flex-row sm:flex-wrap sm:gap-6">
          <Link to={paths.localChat.getHref()} className={linkClass}>
            <MessageSquare className="size-4" aria-hidden="true" />
            Open the local chat
          </Link>
          <a
            href={`mailto:${site.salesEmail}?subject=Local%20edition%20support`}
            className={linkClass}
          >
            <LifeBuoy className="size-4" aria-hidden="true" />
            Contact support
          </a>
          {/* The enterprise page is the SaaS site's; the local web interface does not serve it. */}
          {!isLocalWebInterface() && (
            <Link to={paths.enterprise.getHref()} className={linkClass}>
              <Building2 className="size-4" aria-hidden="true" />
              Enterprise deployments
            </Link>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
