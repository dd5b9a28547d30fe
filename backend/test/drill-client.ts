import { PASSWORD } from './api-client';
import { PlainResponse, request } from './nginx';

/**
 * A browser-like client for the operations drills: talks to one address (nginx) over HTTP or
 * HTTPS (trusting `ca`), keeps the session cookie and the CSRF token, and records every answer
 * that a user would have seen as a failure.
 */
export class DrillClient {
  cookie?: string;
  csrfToken?: string;

  constructor(
    readonly base: string,
    readonly ca?: string,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<PlainResponse> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.Cookie = this.cookie;
    if (method !== 'GET' && this.csrfToken) headers['X-CSRF-Token'] = this.csrfToken;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await request(this.base, path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      ca: this.ca,
    });
    const set = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('ironkeep.sid='));
    if (set) this.cookie = set.split(';')[0];
    return res;
  }

  json(res: PlainResponse): Record<string, unknown> {
    return JSON.parse(res.body) as Record<string, unknown>;
  }

  async signUp(username: string): Promise<void> {
    this.csrfToken = this.json(await this.call('GET', '/api/csrf-token')).token as string;
    const created = await this.call('POST', '/api/auth/register', { username, password: PASSWORD });
    if (created.status !== 201) throw new Error(`register answered ${created.status}`);
    const login = await this.call('POST', '/api/auth/login', { username, password: PASSWORD });
    if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.body}`);
    this.csrfToken = this.json(login).csrfToken as string;
  }
}

/** Server-sent events of a finished stream body, as parsed objects. */
export function sseEvents(body: string): { type: string }[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => Boolean(line))
    .map((line) => JSON.parse(line.slice(6)) as { type: string });
}
