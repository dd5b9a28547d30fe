import { AlertTriangle } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Shown when a screen throws or its code fails to load (say, after a deploy): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6">
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-center text-sm text-muted-foreground">
        This page could not be displayed. Reload to try again; if it keeps happening, contact
        support{detail ? ` and mention: ${detail}` : ''}.
      </p>
      <Button onClick={() => window.location.reload()}>Reload page</Button>
    </div>
  );
}
