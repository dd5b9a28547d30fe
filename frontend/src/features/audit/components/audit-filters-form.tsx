import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { AuditFilters } from '../api/get-audit-entries';
import { AUDIT_ACTION_OPTIONS, type AuditAction } from '../lib/audit-actions';

/**
 * Chromium's date field is four tab stops (month, day, year, calendar button); on the calendar
 * button neither :focus nor :focus-visible matches the field, so the ring is drawn while the
 * focus is anywhere within it (the keyboard gate checks every stop).
 */
const DATE_FIELD_FOCUS =
  'focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background focus-within:outline-none';

type AuditFiltersFormProps = { initial: AuditFilters; onApply: (filters: AuditFilters) => void };

/**
 * The admin list's filters, applied on submit (typing does not fetch at every key): who, what
 * (by the names the list shows), which organization (by name), and a period picked on a
 * calendar. The export links carry the same filters.
 */
export function AuditFiltersForm({ initial, onApply }: AuditFiltersFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<AuditFilters>(initial);
  // Filters changed from outside (a customer's "Audit log" link) replace what is being edited.
  // Adjusted while rendering rather than by remounting, so the focused control (Apply filters,
  // pressed with Enter) keeps the focus.
  const initialKey = JSON.stringify(initial);
  const [shownKey, setShownKey] = useState(initialKey);
  if (shownKey !== initialKey) {
    setShownKey(initialKey);
    setDraft(initial);
  }
  const backwards = Boolean(draft.from && draft.to && draft.from > draft.to);
  const set = (key: keyof AuditFilters, value: string) =>
    setDraft({ ...draft, [key]: value || undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!backwards) onApply(draft);
  };
  const field = (key: keyof AuditFilters) => `${id}-${key}`;
  return (
    <form
      onSubmit={submit}
      aria-label="Audit log filters"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
    >
      <Labeled htmlFor={field('actor')} label="Actor">
        <Input
          id={field('actor')}
          placeholder="username"
          value={draft.actor ?? ''}
          onChange={(e) => set('actor', e.target.value)}
        />
      </Labeled>
      <Labeled htmlFor={field('action')} label="Action">
        <NativeSelect
          id={field('action')}
          value={draft.action ?? ''}
          onChange={(e) =>
            setDraft({ ...draft, action: (e.target.value || undefined) as AuditAction })
          }
        >
          <option value="">Any action</option>
          {AUDIT_ACTION_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </Labeled>
      <Labeled htmlFor={field('organization')} label="Organization">
        <Input
          id={field('organization')}
          placeholder="name"
          value={draft.organization ?? ''}
          onChange={(e) => set('organization', e.target.value)}
        />
      </Labeled>
      <Labeled htmlFor={field('from')} label="From">
        <Input
          id={field('from')}
          type="date"
          className={DATE_FIELD_FOCUS}
          max={draft.to}
          value={draft.from ?? ''}
          onChange={(e) => set('from', e.target.value)}
        />
      </Labeled>
      <Labeled htmlFor={field('to')} label="To">
        <Input
          id={field('to')}
          type="date"
          className={DATE_FIELD_FOCUS}
          min={draft.from}
          value={draft.to ?? ''}
          aria-invalid={backwards || undefined}
          aria-describedby={backwards ? `${field('to')}-error` : undefined}
          onChange={(e) => set('to', e.target.value)}
        />
        {backwards && (
          <p id={`${field('to')}-error`} className="text-sm text-destructive">
            The period ends before it starts.
          </p>
        )}
      </Labeled>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
        <Button type="submit">Apply filters</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}

function Labeled({
  htmlFor,
  label,
  children,
}: {
  htmlFor: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
