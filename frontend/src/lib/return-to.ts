/**
 * Where /auth sends someone after signing in: a path on this site only ("/subscribe?plan=pro"),
 * never another origin ("//evil.example", "https://…", "/\\evil.example").
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}

/** /auth with a way back to `path`. */
export function authHrefReturningTo(path: string): string {
  return `/auth?returnTo=${encodeURIComponent(path)}`;
}
