import { Info } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LOCAL_PORTS } from '../../content/download-content';
import { composeFileWithKey, dockerRunCommand } from '../../lib/install-commands';
import { CodeBlock } from './code-block';

/** Spec §2 Docker tab: one container, or the whole stack with compose; the key is filled in. */
export function DockerInstall({ licenseKey }: { licenseKey: string }) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Single container</CardTitle>
          <CardDescription>
            The chat service and web interface in one container, using Ollama already running on
            this machine (port {LOCAL_PORTS.modelRuntime}).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CodeBlock label="Docker command" code={dockerRunCommand(licenseKey)} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Docker Compose</CardTitle>
          <CardDescription>
            Chat service, web interface and Ollama together. Save as{' '}
            <code className="font-mono">docker-compose.yml</code> and run{' '}
            <code className="font-mono">docker compose up -d</code>.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CodeBlock label="docker-compose.yml" code={composeFileWithKey(licenseKey)} />
        </CardContent>
      </Card>
      <p className="flex items-start gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          Then open the web interface at{' '}
          <span className="font-mono font-medium">http://localhost:{LOCAL_PORTS.webInterface}</span>
          . The chat service answers on port {LOCAL_PORTS.chatService}.
        </span>
      </p>
    </div>
  );
}
