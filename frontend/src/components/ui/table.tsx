import * as React from 'react';
import { cn } from '@/lib/utils';

/** Whether the table around a part stacks its rows into cards on phones (Table's `stacked`). */
const StackedContext = React.createContext(false);

type TableProps = React.ComponentProps<'table'> & {
  /**
   * Below Tailwind's `sm` (640 px) every row is a card of labeled fields (each TableCell's
   * `label`) and the header row is only read by screen readers; from `sm` up it is an ordinary
   * table. One rendering for both: the ARIA table roles are spelled out because browsers may
   * drop a table's semantics once CSS changes its display.
   */
  stacked?: boolean;
};

/** shadcn-style table: a horizontally scrollable wrapper around a plain, semantic <table>. */
export function Table({ className, stacked = false, ...props }: TableProps) {
  return (
    <StackedContext value={stacked}>
      {/* Stacked, a phone's cards wrap their text instead of scrolling sideways. */}
      <div className={cn('relative w-full', stacked ? 'sm:overflow-x-auto' : 'overflow-x-auto')}>
        <table
          role={stacked ? 'table' : undefined}
          className={cn('w-full caption-bottom text-sm', stacked && 'max-sm:block', className)}
          {...props}
        />
      </div>
    </StackedContext>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  const stacked = React.use(StackedContext);
  return (
    <thead
      role={stacked ? 'rowgroup' : undefined}
      className={cn('[&_tr]:border-b', stacked && 'max-sm:sr-only', className)}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  const stacked = React.use(StackedContext);
  return (
    <tbody
      role={stacked ? 'rowgroup' : undefined}
      className={cn(
        stacked
          ? 'max-sm:grid max-sm:gap-3 sm:[&_tr:last-child]:border-0'
          : '[&_tr:last-child]:border-0',
        className,
      )}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  const stacked = React.use(StackedContext);
  return (
    <tr
      role={stacked ? 'row' : undefined}
      className={cn(
        'border-b transition-colors hover:bg-muted/50',
        stacked && 'max-sm:grid max-sm:gap-2 max-sm:rounded-lg max-sm:border max-sm:p-3',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  const stacked = React.use(StackedContext);
  return (
    <th
      role={stacked ? 'columnheader' : undefined}
      className={cn(
        'h-10 px-2 text-left align-middle font-medium whitespace-nowrap text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

type TableCellProps = React.ComponentProps<'td'> & {
  /**
   * In a stacked table, the column's name shown before the value on phones. Hidden from screen
   * readers, which announce the column header instead. A cell without one (the card's title, its
   * actions) takes the whole line.
   */
  label?: string;
};

export function TableCell({ className, label, children, ...props }: TableCellProps) {
  const stacked = React.use(StackedContext);
  if (!stacked) {
    return (
      <td className={cn('p-2 align-middle whitespace-nowrap', className)} {...props}>
        {children}
      </td>
    );
  }
  return (
    <td
      role="cell"
      className={cn(
        'p-2 align-middle whitespace-nowrap',
        'max-sm:flex max-sm:min-w-0 max-sm:flex-wrap max-sm:items-center max-sm:justify-between max-sm:gap-x-4 max-sm:gap-y-1 max-sm:p-0 max-sm:whitespace-normal',
        className,
      )}
      {...props}
    >
      {label === undefined ? (
        children
      ) : (
        <>
          <span aria-hidden="true" className="text-xs font-medium text-muted-foreground sm:hidden">
            {label}
          </span>
          {/* No box of its own from sm up, so the cell lays out as it would without a label. */}
          <div className="max-sm:min-w-0 max-sm:text-right max-sm:break-words sm:contents">
            {children}
          </div>
        </>
      )}
    </td>
  );
}

export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return <caption className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />;
}
