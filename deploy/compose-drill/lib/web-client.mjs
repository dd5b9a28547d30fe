// A browser-like client of the web entry point: keeps the session cookie, sends the CSRF token on
// unsafe methods as the SPA does, or sends an API token as a Bearer header as curl does.
export class WebClient {
  constructor(base, { bearer } = {}) {
    this.base = base;
    this.bearer = bearer;
    this.cookie = undefined;
    this.csrfToken = undefined;
  }

  /** One request; resolves { status, headers, text, body } (body: the JSON, when it is JSON). */
  async request(method, path, { json, form } = {}) {
    const headers = {};
    if (this.cookie) headers.Cookie = this.cookie;
    if (this.bearer) headers.Authorization = `Bearer ${this.bearer}`;
    if (method !== 'GET' && this.csrfToken) headers['X-CSRF-Token'] = this.csrfToken;
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: json !== undefined ? JSON.stringify(json) : form,
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    });
    const session = res.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('ironkeep.sid='))
      ?.split(';')[0];
    if (session) this.cookie = session;
    const text = await res.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: res.status, headers: res.headers, text, body };
  }

  get(path) {
    return this.request('GET', path);
  }

  post(path, json) {
    return this.request('POST', path, { json });
  }

  async fetchCsrfToken() {
    const res = await this.get('/api/csrf-token');
    this.csrfToken = res.body?.token;
    return res;
  }

  async signIn(username, password) {
    if (!this.csrfToken) await this.fetchCsrfToken();
    const res = await this.post('/api/auth/login', { username, password });
    if (res.status === 200) this.csrfToken = res.body.csrfToken;
    return res;
  }
}

/** The events of a finished server-sent event stream (`data: {json}` blocks). */
export function sseEvents(text) {
  return text
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter(Boolean)
    .map((line) => JSON.parse(line.slice('data: '.length)));
}

/** The answer text of a stream: its chunks joined. */
export function answerText(events) {
  return events
    .filter((event) => event.type === 'chunk')
    .map((event) => event.content)
    .join('');
}
