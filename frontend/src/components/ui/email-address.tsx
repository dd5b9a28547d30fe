import { Fragment } from 'react';
import { cn } from '@/lib/utils';

/**
 * An e-mail address that wraps where a reader expects (after the @ and before each dot) instead
 * of mid-word: each part is its own run of text with a <wbr> between them. Only a single part
 * longer than the whole line is still broken (overflow-wrap: break-word), rather than widen the
 * page.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <span className={cn('wrap-break-word', className)} data-email={email}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
