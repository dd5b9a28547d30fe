import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A spinning indicator with visible text, announced politely to screen readers. */
export function Spinner({
  label = 'Loading...',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" className={cn('flex items-center gap-3 text-muted-foreground', className)}>
      <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
