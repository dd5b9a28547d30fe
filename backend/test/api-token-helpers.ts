import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { ApiClient, expectStatus } from './api-client';

export type Scope = 'read' | 'write' | 'inference';

/** Creates a token through the signed-in client's session, as the Settings tab does. */
export async function createToken(
  client: ApiClient,
  scopes: Scope[] = ['read', 'write'],
  expiresInDays: number | null = 30,
  name = 'e2e token',
): Promise<{ token: string; id: string }> {
  const res = await client
    .post('/api/tokens', { name, scopes, expiresInDays })
    .then(expectStatus(201));
  return res.body;
}

/** A curl-like caller: the token and nothing else (no cookie jar, no CSRF token). */
export function bearer(app: INestApplication, token: string) {
  const server = app.getHttpServer();
  const auth = { Authorization: `Bearer ${token}` };
  return {
    get: (path: string) => request(server).get(path).set(auth),
    put: (path: string, body: object) => request(server).put(path).set(auth).send(body),
    post: (path: string, body: object) => request(server).post(path).set(auth).send(body),
    patch: (path: string, body: object) => request(server).patch(path).set(auth).send(body),
    delete: (path: string) => request(server).delete(path).set(auth),
  };
}
