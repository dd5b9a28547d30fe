/** Why a server URL is refused, or null when it is acceptable. */
export function serverUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter the full address, such as http://10.0.0.5:11434';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'The server URL must start with http:// or https://';
  }
  if (url.username || url.password) {
    return 'Remove the user name and password from the URL; credentials are never stored in it';
  }
  if (!url.hostname) return 'The server URL needs a host name';
  if (url.search || url.hash) return 'The server URL cannot contain a query (?) or fragment (#)';
  return null;
}

/** The URL as stored: parsed and re-serialised, without a trailing slash. */
export function normaliseServerUrl(raw: string): string {
  return new URL(raw).toString().replace(/\/+$/, '');
}
