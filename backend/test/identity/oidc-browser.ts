/**
 * A browser's side of the provider's pages, over fetch: follows the provider's redirects with its
 * cookies, types the login name into its form, and stops at the redirect back to IronKeep.
 */
export async function signInAtProvider(authorizeUrl: string, login: string, redirectUri: string) {
  const jar = new Map<string, string>();
  let url = authorizeUrl;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 15; hop += 1) {
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (next.startsWith(redirectUri)) return new URL(next);
      [url, method, body] = [next, 'GET', undefined];
      continue;
    }
    const page = await res.text();
    if (!page.includes('name="login"'))
      throw new Error(`provider answered ${res.status}: ${page.slice(0, 300)}`);
    if (method === 'POST') throw new Error(`login refused: ${page.slice(0, 300)}`);
    [method, body] = ['POST', new URLSearchParams({ login }).toString()];
  }
  throw new Error('too many redirects at the provider');
}
