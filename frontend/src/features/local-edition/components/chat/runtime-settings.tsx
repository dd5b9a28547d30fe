import type { LocalHealth } from '../../api/get-local-health';
import { runtimeLine } from './runtime-line';

/**
 * The service's model runtime and model, read from its /health. Changed on the service's machine
 * only: the service has no accounts, so a page that could repoint where conversations go would
 * let any page allowed to call it do the same.
 */
export function RuntimeSettings({ health }: { health: LocalHealth | undefined }) {
  return (
    <section aria-labelledby="runtime-settings" className="grid gap-2 border-t pt-4 text-sm">
      <h3 id="runtime-settings" className="font-medium">
        Model runtime and model
      </h3>
      {health?.runtime ? (
        <dl className="grid gap-1">
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted-foreground">Runtime URL:</dt>
            <dd className="font-mono wrap-anywhere">{health.runtime.url ?? 'unknown'}</dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted-foreground">Model:</dt>
            <dd className="font-mono">{health.model ?? 'unknown'}</dd>
          </div>
        </dl>
      ) : null}
      {health?.runtime ? (
        <p className="text-muted-foreground">{runtimeLine(health)}</p>
      ) : (
        <p className="text-muted-foreground">
          Not known until the local service answers (Test connection above).
        </p>
      )}
      <p className="text-muted-foreground">
        To change them, on the machine that runs the service:{' '}
        <code className="font-mono text-foreground">
          ironkeep init --ollama-url &lt;url&gt; --model &lt;name&gt;
        </code>
        , then <code className="font-mono text-foreground">ironkeep pull &lt;name&gt;</code> and{' '}
        <code className="font-mono text-foreground">ironkeep stop && ironkeep start</code>. This
        page cannot change them: the service has no accounts, so whatever a page could change here,
        any web page allowed to call the service could change too.
      </p>
    </section>
  );
}
