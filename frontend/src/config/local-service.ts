/**
 * Where the local edition's chat service answers (spec §7: "a configured API base setting;
 * default the local machine on port 8080"). This is the build's default only: at run time the
 * page asks the server that sent it (GET /api/local-edition/settings, the backend's
 * LOCAL_SERVICE_URL, which its Content-Security-Policy also allows), and a visitor may save
 * another address in Settings (features/local-edition/hooks/use-local-api-base.ts).
 *
 * Kept apart from env.ts so that only the local-edition pages load it.
 */
export const DEFAULT_LOCAL_API_BASE = 'http://localhost:8080';

/**
 * An http(s) origin plus optional path, without a trailing slash; null for anything else (a
 * query, fragment or credentials too: the address is used as a prefix).
 */
export function normalizeLocalApiBase(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.search || url.hash || url.username || url.password) return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The build setting VITE_LOCAL_API_BASE; anything but an http(s) URL stops the page. */
export function parseLocalApiBase(value: string | undefined): string {
  if (!value) return DEFAULT_LOCAL_API_BASE;
  const base = normalizeLocalApiBase(value);
  if (!base) {
    throw new Error(
      `VITE_LOCAL_API_BASE must be an http(s) URL without a query, fragment or credentials, got "${value}"`,
    );
  }
  return base;
}

export const LOCAL_API_BASE = parseLocalApiBase(
  import.meta.env.VITE_LOCAL_API_BASE as string | undefined,
);
