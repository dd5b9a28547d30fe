import { PlugZap } from 'lucide-react';
import type { ConnectionTest } from '../../api/test-local-connection';
import { ConnectionAdvice } from './connection-result';

type ConnectionProblemBannerProps = {
  /** Why /health failed; undefined while the page is still finding out. */
  result: ConnectionTest | undefined;
  url: string;
  serverBase: string | null;
};

/**
 * Above the chat, full width (issue 34): the page cannot use the local service, why, and what to
 * do, in words one can act on: a CORS refusal, nothing listening, an address the CSP blocks.
 */
export function ConnectionProblemBanner({ result, url, serverBase }: ConnectionProblemBannerProps) {
  if (result?.outcome === 'connected') return null;
  return (
    <section
      role="status"
      aria-label="Connection to the local service"
      data-testid="connection-problem"
      className="flex items-start gap-3 rounded-lg border border-destructive/50 bg-destructive/5 p-4 text-sm"
    >
      <PlugZap className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div className="grid min-w-0 gap-2">
        {result ? (
          <ConnectionAdvice url={url} result={result} serverBase={serverBase} />
        ) : (
          <p>The local service does not answer this page. Finding out why...</p>
        )}
      </div>
    </section>
  );
}
