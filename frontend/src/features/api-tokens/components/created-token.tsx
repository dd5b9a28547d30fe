import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import type { CreatedApiToken } from '../api/create-api-token';
import { curlExamples } from '../lib/curl-examples';

/** The new secret, shown this once, with a copy button and a curl example per scope. */
export function CreatedToken({ created }: { created: CreatedApiToken }) {
  return (
    <div className="grid gap-4">
      <p
        role="status"
        className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
      >
        Copy this token now. You won&apos;t be able to see it again.
      </p>
      <div className="grid gap-2">
        <label htmlFor="created-token" className="text-sm font-medium">
          {created.name}
        </label>
        <div className="flex gap-2">
          {/* The shared Input, whose height keeps the secret's underscores (input.tsx). */}
          <Input
            id="created-token"
            readOnly
            value={created.token}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 bg-muted font-mono"
          />
          <CopyButton text={created.token} copiedMessage="API token copied to clipboard" />
        </div>
      </div>
      {curlExamples(created, window.location.origin).map(
        ({ scope, what, command, fullCommand }) => (
          <figure key={scope} className="grid gap-1">
            <div className="flex items-center justify-between gap-2">
              <figcaption className="text-xs text-muted-foreground">
                {what} ({scope} scope):
              </figcaption>
              <CopyButton
                text={fullCommand}
                copiedMessage="The command, with the whole token, was copied to the clipboard"
                variant="outline"
                aria-label={`Copy the ${scope} command with the whole token`}
              />
            </div>
            <pre className="whitespace-pre-wrap break-all rounded-md bg-muted p-3 text-xs">
              {command}
            </pre>
          </figure>
        ),
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Done</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
