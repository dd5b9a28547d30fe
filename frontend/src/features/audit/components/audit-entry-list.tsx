import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-time';
import type { AuditEntry } from '../api/get-audit-entries';
import { auditActionLabel } from '../lib/audit-actions';
import { AUTH_METHOD_WORDS, auditSentence, type AuditEntryView } from '../lib/audit-sentence';

type AuditEntryListProps =
  { entries: AuditEntry[]; view: 'admin' } | { entries: AuditEntryView[]; view: 'organization' };

/**
 * Entries as a list (it reflows at 390 px where a wide table would not): a sentence each ("dana
 * added server GPU box 1"), and the rest in a native <details> (keyboard and screen reader
 * ready). Only the admin's view shows what belongs to the installation-wide chain: the entry's
 * number, account and organization ids, and the hashes.
 */
export function AuditEntryList({ entries, view }: AuditEntryListProps) {
  return (
    // min-w-0: a long user agent or JSON must wrap, not widen the page's grid at 390 px.
    <ul className="min-w-0 divide-y rounded-md border" aria-label="Audit entries">
      {entries.map((entry, index) => {
        const chain = view === 'admin' ? (entry as AuditEntry) : null;
        return (
          <li key={chain?.id ?? `${entry.occurredAt}-${index}`} className="grid gap-1 p-3">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="min-w-0 font-medium wrap-anywhere">{auditSentence(entry)}</span>
              {entry.outcome === 'failure' && <Badge variant="destructive">Failed</Badge>}
            </div>
            <time dateTime={entry.occurredAt} className="text-sm text-muted-foreground">
              {formatDateTime(entry.occurredAt)}
            </time>
            <details className="text-sm">
              <summary className="cursor-pointer text-primary underline-offset-4 hover:underline">
                Details
              </summary>
              <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
                <Field label="Action" value={auditActionLabel(entry.action)} />
                <Field label="Signed in with" value={AUTH_METHOD_WORDS[entry.actor.auth]} />
                <Field label="IP address" value={entry.ipAddress} />
                <Field label="Device" value={entry.userAgent} />
                {chain && (
                  <>
                    <Field label="Entry" value={`#${chain.id}`} />
                    <Field label="Account id" value={chain.actor.id} />
                    <Field
                      label="Target"
                      value={chain.target ? `${chain.target.type} ${chain.target.id ?? ''}` : null}
                    />
                    <Field label="Organization id" value={chain.organizationId} />
                    <Field
                      label="Recorded details"
                      value={chain.details ? JSON.stringify(chain.details) : null}
                    />
                    <Field label="Hash" value={chain.hash} mono />
                    <Field label="Previous hash" value={chain.prevHash} mono />
                  </>
                )}
              </dl>
            </details>
          </li>
        );
      })}
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
