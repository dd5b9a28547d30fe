import { CheckCircle2, XCircle } from 'lucide-react';
import type { ConnectionTest } from '../../api/test-local-connection';
import { CorsAdvice } from './cors-advice';
import { runtimeLine } from './runtime-line';

type ConnectionResultProps = {
  url: string;
  result: ConnectionTest;
  /** The address this site's server allows, when it says (LOCAL_SERVICE_URL). */
  serverBase: string | null;
};

/** What the Settings panel's "Test connection" found, in words that say what to do next. */
export function ConnectionResult({ url, result, serverBase }: ConnectionResultProps) {
  const ok = result.outcome === 'connected';
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <div role="status" className="flex items-start gap-2 rounded-md border p-3 text-sm">
      <Icon
        className={`mt-0.5 size-4 shrink-0 ${ok ? 'text-success' : 'text-destructive'}`}
        aria-hidden="true"
      />
      <div className="grid min-w-0 gap-1">
        <ConnectionAdvice url={url} result={result} serverBase={serverBase} />
      </div>
    </div>
  );
}

/** The same words without the box: also under the chat page's System Status. */
export function ConnectionAdvice({ url, result, serverBase }: ConnectionResultProps) {
  switch (result.outcome) {
    case 'connected':
      return (
        <>
          <p className="font-medium">
            Connected to the IronKeep local service
            {result.health.version ? ` v${result.health.version}` : ''} at {url}.
          </p>
          <p className="text-muted-foreground">{runtimeLine(result.health)}</p>
        </>
      );
    case 'blocked':
      return (
        <p>
          This site does not allow connecting to {url}
          {serverBase ? `: it only allows ${serverBase} (its LOCAL_SERVICE_URL)` : ''}. Use that
          address, or ask your administrator to set LOCAL_SERVICE_URL to the service&apos;s address.
        </p>
      );
    case 'cors-refused':
      return <CorsAdvice url={url} pageOrigin={result.pageOrigin} />;
    case 'unreachable':
      return (
        <p>
          Nothing answered at {url}. Start the service with <code>ironkeep start</code> (or{' '}
          <code>docker compose up -d</code>), or check the address and port.
        </p>
      );
    case 'not-ironkeep':
      return (
        <p>
          Something answered at {url}
          {result.status ? ` (HTTP ${result.status})` : ''}, but it is not an IronKeep local
          service. Check the address and port (the service listens on 8080 by default).
        </p>
      );
  }
}
