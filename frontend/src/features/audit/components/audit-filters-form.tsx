import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { AuditFilters } from '../api/get-audit-entries';

const FIELDS: { key: keyof AuditFilters; label: string; type: string; placeholder?: string }[] = [
  { key: 'actor', label: 'Actor', type: 'text', placeholder: 'username or id' },
  { key: 'action', label: 'Action', type: 'text', placeholder: 'e.g. login_failed' },
  { key: 'organizationId', label: 'Organization id', type: 'text' },
  // Plain text, not type="date": Chromium's date field is three tab stops with no focus ring.
  { key: 'from', label: 'From', type: 'text', placeholder: 'YYYY-MM-DD' },
  { key: 'to', label: 'To', type: 'text', placeholder: 'YYYY-MM-DD' },
];

/** The admin list's filters; applied on submit, so typing does not fetch at every key. */
export function AuditFiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<AuditFilters>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Audit log filters"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
    >
      {FIELDS.map((field) => (
        <div key={field.key} className="grid gap-1">
          <label htmlFor={`${id}-${field.key}`} className="text-sm font-medium">
            {field.label}
          </label>
          <Input
            id={`${id}-${field.key}`}
            type={field.type}
            placeholder={field.placeholder}
            value={draft[field.key] ?? ''}
            onChange={(e) => setDraft({ ...draft, [field.key]: e.target.value })}
          />
        </div>
      ))}
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
