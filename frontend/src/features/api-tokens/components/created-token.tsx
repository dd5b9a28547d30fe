import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import type { CreatedApiToken } from '../api/create-api-token';

/** The new secret, shown this once, with a copy button and a curl example. */
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
          <input
            id="created-token"
            readOnly
            value={created.token}
            onFocus={(e) => e.currentTarget.select()}
            className="h-10 min-w-0 flex-1 rounded-md border border-input bg-muted px-3 font-mono text-sm"
          />
          <CopyButton text={created.token} copiedMessage="API token copied to clipboard" />
        </div>
      </div>
      <pre className="whitespace-pre-wrap break-all rounded-md bg-muted p-3 text-xs">
        {`curl -H "Authorization: Bearer ${created.token.slice(0, 12)}…" \\\n  ${window.location.origin}/api/auth/me`}
      </pre>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Done</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
