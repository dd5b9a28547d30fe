import * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * `min-h-10`, not `h-10`: with a fixed height Chromium clips the bottom of a 14 px monospace
 * line in a text field, and DejaVu Sans Mono (Linux's default) loses its underscores there (an
 * API token or license key read "ikt xI4 OR8N"). Grown from its padding and line-height the
 * field keeps them, at the same 40 px.
 */
export function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex min-h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs transition-colors placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
