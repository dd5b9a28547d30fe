import { ArrowLeft, ArrowRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The single-assistant screens, and the unified demo's enhanced address (spec §1). */
const MORE_DEMOS = [
  { label: 'Compliance Assistant', href: paths.demo.compliance.getHref() },
  { label: 'Internal Documentation', href: paths.demo.docs.getHref() },
  { label: 'Developer Assistant', href: paths.demo.developer.getHref() },
  { label: 'Unified Demo, enhanced view', href: paths.demo.enhanced.getHref() },
];

export default function DemoLandingRoute() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12 text-slate-900">
      <PageMeta title="Interactive Demo" />
      <Card className="w-full max-w-xl bg-white">
        <CardContent className="space-y-6 p-8 text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-blue-50 px-3 py-1 text-sm font-medium text-blue-700">
            <Clock className="size-4" aria-hidden /> Interactive Demo - 5 minutes
          </p>
          <h1 className="text-3xl font-bold tracking-tight">See private AI assistants at work</h1>
          <p className="text-slate-600">
            Ask the Intelligence Assistant and the Operations Manager real questions and watch
            grounded, sourced answers stream in.
          </p>
          <Button asChild size="lg">
            <Link to={paths.demo.unified.getHref()}>
              Start the Unified Demo <ArrowRight aria-hidden />
            </Link>
          </Button>
          <nav aria-label="More demos" className="text-left">
            <h2 className="text-sm font-semibold text-slate-700">More demos</h2>
            <ul className="mt-2 grid gap-1 sm:grid-cols-2">
              {MORE_DEMOS.map(({ label, href }) => (
                <li key={href}>
                  <Link
                    to={href}
                    className="inline-flex items-center gap-1 text-sm text-blue-700 hover:underline"
                  >
                    {label} <ArrowRight className="size-3.5" aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-xs text-slate-500">
            This demo is for showcase purposes. In production, IronKeep runs self-hosted models on
            your own infrastructure.
          </p>
          <Link
            to={paths.home.getHref()}
            className="inline-flex items-center gap-1 text-sm text-slate-600 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden /> Back to home
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
