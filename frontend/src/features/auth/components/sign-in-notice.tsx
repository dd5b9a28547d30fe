import { AlertTriangle } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * Why the last single sign-on attempt failed, above the sign-in options (or why a reset step
 * failed, inside its form: `spaced={false}`, the form's gap spaces it).
 */
export function SignInNotice({ message, spaced = true }: { message: string; spaced?: boolean }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-3 rounded-md border border-destructive/60 bg-destructive/5 p-3 text-sm text-foreground',
        spaced && 'mb-6',
      )}
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
