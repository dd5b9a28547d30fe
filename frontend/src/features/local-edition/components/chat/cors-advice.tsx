const code = 'block rounded bg-muted px-2 py-1 font-mono text-xs text-foreground wrap-anywhere';

/**
 * The service runs but refuses this page (issue 34): the site was opened at an address its
 * CORS_ORIGINS does not list (pages on the service's own machine are always allowed). Says so,
 * and how to allow the address in each way the service is installed.
 */
export function CorsAdvice({ url, pageOrigin }: { url: string; pageOrigin: string }) {
  return (
    <>
      <p>
        The local service at {url} is running, but it does not accept requests from this page&apos;s
        address, {pageOrigin}. Allow that address on the computer where the service runs, then
        restart the service:
      </p>
      <p className="text-muted-foreground">Installed with npm (the ironkeep command):</p>
      <code className={code}>
        ironkeep init --cors-origins {pageOrigin} &amp;&amp; ironkeep stop &amp;&amp; ironkeep start
      </code>
      <p className="text-muted-foreground">With Docker, add to the container&apos;s settings:</p>
      <code className={code}>CORS_ORIGINS={pageOrigin}</code>
      <p className="text-muted-foreground">
        If this site runs on that same computer, opening it as {sameMachine(pageOrigin)} works too:
        the service always accepts pages from its own machine.
      </p>
    </>
  );
}

/** http://ai.internal:8081 → http://localhost:8081 */
function sameMachine(pageOrigin: string): string {
  const url = new URL(pageOrigin);
  url.hostname = 'localhost';
  return url.origin;
}
