import { PASSWORD } from './api-client';

export interface HttpAnswer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
}

/**
 * A browser-like client over plain fetch that can talk to any replica: it keeps the session
 * cookie and CSRF token, whichever replica handed them out. `on(url)` picks the replica for the
 * next calls, so a test can sign in on one and carry on against another.
 */
export class HttpSession {
  cookie?: string;
  csrfToken?: string;
  headers: Record<string, string> = {};

  constructor(public base: string) {}

  on(base: string): this {
    this.base = base;
    return this;
  }

  async request(method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    const headers: Record<string, string> = { ...this.headers };
    if (this.cookie) headers.Cookie = this.cookie;
    if (method !== 'GET' && this.csrfToken) headers['X-CSRF-Token'] = this.csrfToken;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const sid = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('ironkeep.sid='))
      ?.split(';')[0];
    if (sid) this.cookie = sid;
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  async csrf(): Promise<string> {
    const res = await this.get('/api/csrf-token');
    if (res.status !== 200) throw new Error(`csrf-token answered ${res.status}`);
    this.csrfToken = res.body.token;
    return this.csrfToken!;
  }

  async send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) {
    if (!this.csrfToken) await this.csrf();
    return this.request(method, path, body);
  }

  register(username: string, password = PASSWORD) {
    return this.send('POST', '/api/auth/register', { username, password });
  }

  async login(username: string, password = PASSWORD) {
    const res = await this.send('POST', '/api/auth/login', { username, password });
    if (res.status === 200) this.csrfToken = res.body.csrfToken;
    return res;
  }
}
