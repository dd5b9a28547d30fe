import * as React from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

type FormFieldProps = {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  /** The control; it should carry `id`, `aria-invalid` and `aria-describedby` from this field. */
  children: React.ReactNode;
};

/** Label, control and the validation message under it, wired for screen readers. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria attributes a control inside FormField needs. */
export function fieldAria(id: string, error?: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : `${id}-hint`,
  } as const;
}
