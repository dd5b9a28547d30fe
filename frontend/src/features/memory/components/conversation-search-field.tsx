import { Search, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, searchTermOf } from '../api/search-conversations';

type ConversationSearchFieldProps = {
  value: string;
  onChange: (value: string) => void;
};

/** The labelled search box over titles and messages, with a button to clear it. */
export function ConversationSearchField({ value, onChange }: ConversationSearchFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const tooShort = value.trim() !== '' && searchTermOf(value).length < SEARCH_MIN_LENGTH;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Search conversations</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          ref={input}
          id={id}
          type="search"
          value={value}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Titles and messages"
          aria-describedby={tooShort ? `${id}-hint` : undefined}
          className="pl-9 pr-10 [&::-webkit-search-cancel-button]:hidden"
          onChange={(event) => onChange(event.target.value)}
        />
        {value !== '' && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="absolute right-1 top-1/2 size-8 -translate-y-1/2"
            aria-label="Clear search"
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          >
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
      {tooShort && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Type at least {SEARCH_MIN_LENGTH} characters to search.
        </p>
      )}
    </div>
  );
}
