/**
 * Where the local edition's chat service answers (spec §7: "a configured API base setting;
 * default the local machine on port 8080"). Build-time, like config/env.ts:
 * `VITE_LOCAL_API_BASE=http://10.0.0.5:8080 npm run build -w frontend`. The backend's
 * Content-Security-Policy must allow the same origin (`LOCAL_SERVICE_URL`, connect-src).
 *
 * Kept apart from env.ts so that only the local-edition pages load it.
 */
export const DEFAULT_LOCAL_API_BASE = 'http://localhost:8080';

/** An http(s) origin plus optional path, without a trailing slash; throws on anything else. */
export function parseLocalApiBase(value: string | undefined): string {
  if (!value) return DEFAULT_LOCAL_API_BASE;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_LOCAL_API_BASE must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_LOCAL_API_BASE must be an http(s) URL, got "${value}"`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error(`VITE_LOCAL_API_BASE must not carry a query, fragment or credentials`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export const LOCAL_API_BASE = parseLocalApiBase(
  import.meta.env.VITE_LOCAL_API_BASE as string | undefined,
);
