import { ArrowLeft, ArrowRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

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
