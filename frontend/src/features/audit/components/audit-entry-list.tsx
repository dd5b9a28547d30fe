import { format } from 'date-fns';
import { Badge } from '@/components/ui/badge';
import { titleCaseWords } from '@/lib/title-case';
import type { AuditEntry } from '../api/get-audit-entries';

const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy HH:mm:ss');

/**
 * Entries as a list (it reflows at 390 px where a wide table would not): one line each, and
 * the whole entry, hashes included, in a native <details> (keyboard and screen reader ready).
 */
export function AuditEntryList({ entries }: { entries: AuditEntry[] }) {
  return (
    // min-w-0: a long user agent or JSON must wrap, not widen the page's grid at 390 px.
    <ul className="min-w-0 divide-y rounded-md border" aria-label="Audit entries">
      {entries.map((entry) => (
        <li key={entry.id} className="p-3">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-medium">{titleCaseWords(entry.action)}</span>
            <Badge variant={entry.outcome === 'success' ? 'secondary' : 'destructive'}>
              {entry.outcome === 'success' ? 'Success' : 'Failed'}
            </Badge>
            <span className="min-w-0 text-muted-foreground wrap-anywhere">
              by {entry.actor.username ?? 'unknown'} ({entry.actor.auth})
            </span>
            <time dateTime={entry.occurredAt} className="text-muted-foreground">
              {when(entry.occurredAt)}
            </time>
          </div>
          <details className="mt-1 text-sm">
            <summary className="cursor-pointer text-primary underline-offset-4 hover:underline">
              Details of entry #{entry.id}
            </summary>
            <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
              <Field label="Actor id" value={entry.actor.id} />
              <Field
                label="Target"
                value={entry.target ? `${entry.target.type} ${entry.target.id ?? ''}` : null}
              />
              <Field label="Organization" value={entry.organizationId} />
              <Field label="IP address" value={entry.ipAddress} />
              <Field label="User agent" value={entry.userAgent} />
              <Field label="Details" value={entry.details ? JSON.stringify(entry.details) : null} />
              <Field label="Hash" value={entry.hash} mono />
              <Field label="Previous hash" value={entry.prevHash} mono />
            </dl>
          </details>
        </li>
      ))}
    </ul>
  );
}

function Field({ label, value, mono }: { label: string; value: string | null; mono?: boolean }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className={mono ? 'font-mono text-xs break-all' : 'wrap-anywhere'}>{value ?? '—'}</dd>
    </>
  );
}
