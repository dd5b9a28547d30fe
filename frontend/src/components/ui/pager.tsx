import { Button } from './button';

type PagerProps = {
  /** The page on screen, counted from 1. */
  page: number;
  /** From the server's `pagination.totalPages`; 0 (an empty list) reads as one page. */
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Said after "Page X of Y", e.g. "42 users". */
  summary?: string;
  /** Names the navigation landmark when a screen has more than one pager. */
  label?: string;
};

/**
 * Previous / "Page X of Y" / Next for every paged list (the backend's `paginate` answer). The
 * buttons stay in the tab order but are disabled at either end, so the keyboard never lands on
 * a button that does nothing.
 */
export function Pager({ page, totalPages, onPageChange, summary, label = 'Pages' }: PagerProps) {
  const lastPage = Math.max(1, totalPages);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="text-muted-foreground" aria-live="polite">
        {`Page ${page} of ${lastPage}${summary ? ` · ${summary}` : ''}`}
      </span>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={page >= lastPage}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
