import { useId, useRef, useState, type DragEvent } from 'react';
import { UploadCloud } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import { ACCEPTED_FILES, MAX_DOCUMENT_BYTES, useUploadDocument } from '../api/upload-document';

type Progress = { name: string; fraction: number } | null;

/**
 * Drop files here or browse: each is uploaded in turn with a progress bar; the list below shows
 * its processing status. Files are recognised by the server from their content.
 */
export function UploadZone() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument();
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<Progress>(null);

  async function send(files: File[]) {
    for (const file of files) {
      if (file.size > MAX_DOCUMENT_BYTES) {
        toast({
          variant: 'destructive',
          title: `${file.name} was not uploaded`,
          description: 'The file is larger than 25 MB. Split it or upload a smaller version.',
        });
        continue;
      }
      setProgress({ name: file.name, fraction: 0 });
      try {
        await upload.mutateAsync({
          file,
          onProgress: (fraction) => setProgress({ name: file.name, fraction }),
        });
        toast({ title: 'Document uploaded', description: `${file.name} is being processed.` });
      } catch (error) {
        toast({
          variant: 'destructive',
          title: `${file.name} was not uploaded`,
          description: getServerMessage(error, 'Please try again.'),
        });
      }
    }
    setProgress(null);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  }

  const percent = progress ? Math.round(progress.fraction * 100) : 0;
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="upload-zone"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
        dragging ? 'border-primary bg-primary/5' : 'border-muted-foreground/30',
      )}
    >
      <UploadCloud className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm">
        Drag and drop documents here, or{' '}
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          disabled={progress !== null}
          onClick={() => input.current?.click()}
        >
          browse your files
        </Button>
      </p>
      <p className="text-xs text-muted-foreground">
        PDF, Word (DOCX), Markdown, HTML or text, up to 25 MB each
      </p>
      <input
        id={inputId}
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_FILES}
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose documents to upload"
        onChange={(event) => {
          void send([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {progress && (
        <div className="w-full max-w-md space-y-1" aria-live="polite">
          <p className="truncate text-xs">
            Uploading {progress.name}… {percent}%
          </p>
          <div
            role="progressbar"
            aria-label={`Uploading ${progress.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      )}
    </div>
  );
}
