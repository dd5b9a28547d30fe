import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createTestApp } from './app.factory';

describe('GET /api/local-edition/settings', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({ LOCAL_SERVICE_URL: 'http://10.0.0.5:8090' });
  });
  afterAll(() => app.close());

  it('tells visitors the local service address, the one origin the CSP lets the page call', async () => {
    const res = await request(app.getHttpServer()).get('/api/local-edition/settings').expect(200);
    expect(res.body).toEqual({ localServiceUrl: 'http://10.0.0.5:8090' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/connect-src 'self' http:\/\/10\.0\.0\.5:8090(;|$)/);
  });
});
