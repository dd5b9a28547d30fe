import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { DownloadFile } from '../../api/get-downloads';
import { CodeBlock } from './code-block';

/** "1.4 MB". */
export function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

type DownloadFileLinkProps = {
  title: string;
  file: DownloadFile | undefined;
  /** Why there is no file: the manifest is missing, or still loading. */
  unavailable: string;
  /** What to run once downloaded (the key inserted). */
  next?: { label: string; code: string };
};

/** A real download of the file `make build` produced, its SHA-256, and how to check it. */
export function DownloadFileLink({ title, file, unavailable, next }: DownloadFileLinkProps) {
  if (!file) {
    return (
      <div className="grid gap-2">
        <button type="button" disabled className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden="true" />
          Download {title}
        </button>
        <p className="text-sm text-muted-foreground">{unavailable}</p>
      </div>
    );
  }
  return (
    <div className="grid min-w-0 gap-3">
      <a href={file.url} download={file.name} className={buttonVariants({ variant: 'outline' })}>
        <Download aria-hidden="true" />
        Download {title}
      </a>
      <dl className="grid gap-1 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">File:</dt>
          <dd className="font-mono wrap-anywhere">
            {file.name} ({formatSize(file.size)})
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">SHA-256:</dt>
          <dd className="font-mono text-xs wrap-anywhere" data-testid={`sha256-${file.component}`}>
            {file.sha256}
          </dd>
        </div>
      </dl>
      <CodeBlock label={`Check ${file.name}`} code={`sha256sum ${file.name}`} />
      {next && <CodeBlock label={next.label} code={next.code} />}
    </div>
  );
}
