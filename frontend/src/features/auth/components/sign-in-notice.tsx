import { AlertTriangle } from 'lucide-react';

/** Why the last single sign-on attempt failed, above the sign-in options. */
export function SignInNotice({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="mb-6 flex items-start gap-3 rounded-md border border-destructive/60 bg-destructive/5 p-3 text-sm text-foreground"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
