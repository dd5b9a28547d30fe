import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { getServerMessage } from '@/lib/api-error';
import { useSearchDocuments } from '../api/search-documents';

/** "Ask your documents": the passages that match a question, with where each one is. */
export function AskDocuments() {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [asked, setAsked] = useState('');
  const search = useSearchDocuments(asked);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAsked(draft.trim());
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="grid gap-4">
      <h2 id={`${inputId}-title`} className="text-xl font-semibold">
        Ask your documents
      </h2>
      <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor={inputId}>Question or keywords</Label>
          <Input
            id={inputId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="How much is a hotel reimbursed per night?"
          />
        </div>
        <Button type="submit" disabled={draft.trim() === ''}>
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
      <div aria-live="polite">
        {asked !== '' && search.isPending && <Spinner label="Searching your documents..." />}
        {search.isError && (
          <p className="text-sm text-destructive">
            {getServerMessage(search.error, 'The search failed. Please try again.')}
          </p>
        )}
        {search.data && search.data.results.length === 0 && (
          <p className="text-sm text-muted-foreground">
            No passages match. Try other words, or check that the document is ready.
          </p>
        )}
        {search.data && search.data.results.length > 0 && (
          <ol aria-label="Matching passages" className="grid gap-3">
            {search.data.results.map((result) => (
              <li
                key={`${result.documentId}-${result.location}-${result.excerpt.slice(0, 20)}`}
                className="rounded-md border p-4"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 truncate font-medium">{result.documentName}</span>
                  <Badge variant="secondary">{result.location}</Badge>
                </div>
                <p className="mt-2 text-sm text-muted-foreground">{result.excerpt}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
