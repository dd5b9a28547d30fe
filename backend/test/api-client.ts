import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';

export const PASSWORD = 'correct-horse-battery';

/** A browser-like client: keeps cookies and sends the session's CSRF token on unsafe methods. */
export class ApiClient {
  readonly agent: TestAgent;
  csrfToken?: string;

  constructor(app: INestApplication) {
    this.agent = request.agent(app.getHttpServer()).set('User-Agent', 'ironkeep-e2e');
  }

  async csrf(): Promise<string> {
    const res = await this.agent.get('/api/csrf-token').expect(200);
    this.csrfToken = res.body.token;
    return res.body.token;
  }

  async send(method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: object) {
    if (!this.csrfToken) await this.csrf();
    const req = this.agent[method](path).set('X-CSRF-Token', this.csrfToken!);
    return body === undefined ? req : req.send(body);
  }

  post(path: string, body?: object) {
    return this.send('post', path, body);
  }

  async register(username: string, password = PASSWORD, email?: string) {
    return this.post('/api/auth/register', { username, password, ...(email ? { email } : {}) });
  }

  /** Signs in; afterwards the client uses the rotated session's CSRF token. */
  async login(username: string, password = PASSWORD) {
    const res = await this.post('/api/auth/login', { username, password });
    if (res.status === 200) this.csrfToken = res.body.csrfToken;
    return res;
  }

  sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
    const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
    return cookies.find((c) => c.startsWith('ironkeep.sid='))?.split(';')[0];
  }
}

/** `.then(expectStatus(201))`: fails with the response body in the message, returns the response. */
export function expectStatus(status: number, body?: unknown) {
  return <R extends { status: number; body: unknown }>(res: R): R => {
    if (res.status !== status) {
      throw new Error(`Expected HTTP ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
    }
    if (body !== undefined) expect(res.body).toEqual(body);
    return res;
  };
}
