import { KeyRound, Terminal } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { paths } from '@/config/paths';
import { curlChatExample, gatewayBaseUrl, pythonChatExample } from '../lib/server-call-examples';

function Example({ label, code }: { label: string; code: string }) {
  return (
    <figure className="grid min-w-0 gap-2">
      <div className="flex items-center justify-between gap-2">
        <figcaption className="text-sm font-medium">{label}</figcaption>
        <CopyButton
          text={code}
          copiedMessage={`The ${label} example was copied to the clipboard`}
          variant="outline"
          aria-label={`Copy the ${label} example`}
        />
      </div>
      {/* Scrolls sideways on a phone rather than wrapping the command mid-word. */}
      <pre
        className="overflow-x-auto rounded-lg bg-muted p-4 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
        tabIndex={0}
        aria-label={`${label} example`}
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}

/** How to call the server's model through IronKeep's OpenAI-compatible API. */
export function ServerCallCard({ model, aliases }: { model: string; aliases: string[] }) {
  const origin = window.location.origin;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Call it through IronKeep</CardTitle>
        <CardDescription>
          Programs call your AI servers through IronKeep&apos;s OpenAI-compatible API, not at the
          server&apos;s own address: IronKeep checks the API token, the model&apos;s access rules
          and your limits, and sends a call for <code>{model}</code> to this server or to another of
          your servers that serves it, whichever is least busy.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid gap-2 text-sm">
          <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted-foreground">Base URL</dt>
            <dd className="min-w-0 break-all font-mono" data-testid="gateway-base-url">
              {gatewayBaseUrl(origin)}
            </dd>
          </div>
          <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted-foreground">Model</dt>
            <dd className="min-w-0 break-all font-mono">
              {model}
              {aliases.length > 0 && (
                <span className="font-sans text-muted-foreground">
                  {' '}
                  (also called {aliases.join(', ')})
                </span>
              )}
            </dd>
          </div>
        </dl>
        <div className="grid gap-2">
          <h3 className="flex items-center gap-2 font-medium">
            <KeyRound className="size-4 shrink-0 text-primary" aria-hidden="true" />
            An API token with the inference scope
          </h3>
          <p className="text-sm text-muted-foreground">
            Create one in Settings → API tokens, tick <strong>inference</strong>, and put it in{' '}
            <code>IRONKEEP_TOKEN</code>.
          </p>
          <div>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.settings.getHref({ tab: 'api-tokens' })}>Open API tokens</Link>
            </Button>
          </div>
        </div>
        <div className="grid min-w-0 gap-4">
          <h3 className="flex items-center gap-2 font-medium">
            <Terminal className="size-4 shrink-0 text-primary" aria-hidden="true" />
            Examples
          </h3>
          <Example label="curl" code={curlChatExample(origin, model)} />
          <Example label="Python (openai)" code={pythonChatExample(origin, model)} />
        </div>
      </CardContent>
    </Card>
  );
}
