import { Info } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDownloads } from '../../api/get-downloads';
import { MANUAL_COMPONENTS, NODE_REQUIREMENT_REASON } from '../../content/download-content';
import { cliInitCommand } from '../../lib/install-commands';
import { DownloadFileLink } from './download-file';
import { NotHostedHere } from './not-hosted-here';

/**
 * Spec §2 Manual tab: the two components, each with a real download (the files the build wrote
 * beside the site, with their SHA-256) or, on a server that hosts none, where to get them; the
 * Node.js requirement and why, and the model runtime note.
 */
export function ManualInstall({ licenseKey }: { licenseKey: string }) {
  const downloads = useDownloads();
  // Null: this server hosts no files (NotHostedHere says where they are); undefined: not known yet.
  const hostsNone = downloads.data === null;
  const unavailable = downloads.isPending
    ? 'Looking for the download…'
    : 'The list of downloads could not be loaded. Reload the page, or install from npm (CLI Tool tab).';
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        {MANUAL_COMPONENTS.map((component) => {
          const file = downloads.data?.files.find((f) => f.component === component.component);
          return (
            <Card key={component.title} className="min-w-0">
              <CardHeader>
                <CardTitle>{component.title}</CardTitle>
                <CardDescription>{component.description}</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4">
                <ul className="grid gap-1.5 text-sm">
                  {component.requirements.map((requirement) => (
                    <li key={requirement} className="flex gap-2">
                      <span aria-hidden="true" className="text-primary">
                        •
                      </span>
                      {requirement}
                    </li>
                  ))}
                </ul>
                {hostsNone ? (
                  <NotHostedHere component={component.component} licenseKey={licenseKey} />
                ) : (
                  <DownloadFileLink
                    title={component.title}
                    file={file}
                    unavailable={unavailable}
                    next={
                      file && component.component === 'chat-service'
                        ? {
                            label: 'Install and configure',
                            code: `npm install -g ./${file.name}\n${cliInitCommand(licenseKey)}\nironkeep start`,
                          }
                        : undefined
                    }
                  />
                )}
              </CardContent>
            </Card>
          );
        })}
      </div>
      <p className="flex items-start gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>{NODE_REQUIREMENT_REASON}</span>
      </p>
      <p className="flex items-start gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          The model runtime is set up separately: install Ollama and run{' '}
          <code className="font-mono">ollama pull mistral:7b</code>, or point the chat service at a
          vLLM server (any OpenAI-compatible endpoint).
        </span>
      </p>
    </div>
  );
}
