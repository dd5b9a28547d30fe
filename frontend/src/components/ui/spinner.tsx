import { Loader2 } from 'lucide-react';
import { clsx } from 'clsx';

/**
 * A spinning indicator with visible text, announced politely to screen readers. It is part of the
 * first page load (the root layout's fallback), so it joins classes with clsx, not cn().
 */
export function Spinner({
  label = 'Loading...',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" className={clsx('flex items-center gap-3 text-muted-foreground', className)}>
      <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
