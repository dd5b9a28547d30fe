import * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * A styled native <select>: keyboard, screen-reader and mobile pickers for free, and no
 * JavaScript beyond React (public forms stay light).
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
