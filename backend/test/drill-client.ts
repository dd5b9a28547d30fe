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

/** A request a user would have seen fail, with the moment of the restart it fell in. */
export interface DrillFailure {
  what: string;
  /** The status and the start of the body (nginx's page or the backend's JSON), or the error. */
  cause: string;
  phase: string;
  atMs: number;
  at: Date;
}

/** Failures shown one by one, each with its error.log lines; the rest are only counted. */
const SHOWN_FAILURES = 10;
const SHOWN_LOG_LINES = 8;

/**
 * The failures counted by kind and phase, the first few each followed by nginx's error.log lines
 * of the same second (nginx logs with one-second resolution, local time), and a count of each kind
 * of error.log message over the whole run: connections nginx retried elsewhere appear there too.
 */
export function describeFailures(failures: DrillFailure[], errorLog: string): string[] {
  const lines = errorLog.split('\n').filter(Boolean);
  const out: string[] = [];
  const byKind = countBy(failures, (f) => `${f.what}: ${f.cause.slice(0, 40)} (${f.phase})`);
  for (const [kind, n] of byKind) out.push(`  ${n} × FAILED ${kind}`);
  for (const failure of failures.slice(0, SHOWN_FAILURES)) {
    const second = nginxTime(failure.at);
    out.push(`FAILED ${failure.what} at ${failure.atMs} ms (${failure.phase}): ${failure.cause}`);
    const near = lines.filter((line) => line.startsWith(second));
    out.push(...near.slice(0, SHOWN_LOG_LINES).map((line) => `    ${line.slice(0, 400)}`));
  }
  out.push(`nginx error.log: ${lines.length} line(s)`);
  const byMessage = countBy(lines, (line) =>
    line
      .replace(/^\S+ \S+ /, '')
      .replace(/\d+#\d+: \*\d+ /, '')
      .replace(/, client: .*$/, ''),
  );
  for (const [message, n] of byMessage) out.push(`  ${n} × ${message}`);
  return out;
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** "2026/12/04 19:05:31", nginx's error.log timestamp (local time). */
function nginxTime(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}/${two(at.getMonth() + 1)}/${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}
