import { KeyRound, Terminal } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { paths } from '@/config/paths';

/** The first call, as a program would make it: POST /api/v1/chat/completions with a token. */
export function firstCallCurl(origin: string): string {
  return [
    `curl ${origin}/api/v1/chat/completions \\`,
    '  -H "Authorization: Bearer $IRONKEEP_TOKEN" \\',
    '  -H "Content-Type: application/json" \\',
    `  -d '{"model": "llama3.2", "messages": [{"role": "user", "content": "Hello"}]}'`,
  ].join('\n');
}

/** No calls yet: how to make the first one. */
export function UsageEmptyState() {
  const curl = firstCallCurl(window.location.origin);
  return (
    <Card className="min-w-0 lg:col-span-2">
      <CardHeader>
        <CardTitle>No usage yet</CardTitle>
        <CardDescription>
          Every call to your organization&apos;s AI servers through IronKeep is counted here:
          tokens, model, member and API token. Prompts and answers are never stored.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2">
          <h4 className="flex items-center gap-2 font-medium">
            <KeyRound className="size-4 shrink-0 text-primary" aria-hidden="true" />
            1. Create an API token with the inference scope
          </h4>
          <p className="text-sm text-muted-foreground">
            In Settings, open API tokens, create a token, tick <strong>inference</strong> and copy
            it once.
          </p>
          <div>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.settings.getHref()}>Open Settings</Link>
            </Button>
          </div>
        </div>
        <div className="grid min-w-0 gap-2">
          <h4 className="flex items-center gap-2 font-medium">
            <Terminal className="size-4 shrink-0 text-primary" aria-hidden="true" />
            2. Call the OpenAI-compatible API
          </h4>
          <p className="text-sm text-muted-foreground">
            Put the token in <code>IRONKEEP_TOKEN</code> and name the model one of your AI servers
            serves. Any OpenAI client works with the base URL{' '}
            <code className="break-all">{window.location.origin}/api/v1</code>.
          </p>
          <pre
            className="overflow-x-auto rounded-lg bg-muted p-4 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
            tabIndex={0}
            aria-label="curl command"
          >
            <code>{curl}</code>
          </pre>
          <div>
            <CopyButton
              text={curl}
              copiedMessage="The curl command was copied to the clipboard"
              variant="outline"
              size="sm"
            />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
