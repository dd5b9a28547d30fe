export const DEFAULT_RETURN_TO = '/dashboard';
const MAX_LENGTH = 500;

/**
 * Where to send the browser after sign-in: a same-origin relative path only. Anything that a
 * browser could resolve to another origin (`//evil.example`, `/\evil.example`, `https://…`,
 * `javascript:`), or that carries control characters, becomes /dashboard.
 */
export function safeReturnTo(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) {
    return DEFAULT_RETURN_TO;
  }
  // eslint-disable-next-line no-control-regex
  if (!raw.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(raw) || raw.startsWith('//')) {
    return DEFAULT_RETURN_TO;
  }
  const base = 'http://ironkeep.invalid';
  const url = new URL(raw, base);
  if (url.origin !== base) return DEFAULT_RETURN_TO;
  // The API is not a page to land on.
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return DEFAULT_RETURN_TO;
  return `${url.pathname}${url.search}${url.hash}`;
}
