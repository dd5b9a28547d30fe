import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ApiClient } from './api-client';
import { createTestApp, E2E_DB, uniqueName } from './app.factory';

describe('Health and metrics', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => (app = await createTestApp()));
  afterAll(() => app.close());

  it('reports the database (and Redis when configured) as up', async () => {
    const res = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.checks.database).toMatchObject({ status: 'up' });
    if (E2E_DB === 'postgres') expect(res.body.checks.redis).toMatchObject({ status: 'up' });
    else expect(res.body.checks.redis).toBeUndefined();
  });

  it('exposes Prometheus text with route templates and no user ids', async () => {
    const client = new ApiClient(app);
    const username = uniqueName();
    const reg = await client.register(username);
    await client.login(username);
    await client.agent.get('/api/auth/me').expect(200);
    await client.agent.get('/api/nothing/here/123').expect(404);

    const res = await request(app.getHttpServer()).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/me",status_code="200"\} \d+/,
    );
    expect(res.text).toMatch(
      /http_requests_total\{method="POST",route="\/api\/auth\/login",status_code="200"\} 1/,
    );
    expect(res.text).toMatch(/route="unmatched",status_code="404"/);
    expect(res.text).toContain('process_resident_memory_bytes');
    expect(res.text).not.toContain(reg.body.user.id);
    expect(res.text).not.toContain(username);
    expect(res.text).not.toContain('/123');
  });
});

describe('Metrics behind METRICS_TOKEN', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => (app = await createTestApp({ METRICS_TOKEN: 'scrape-secret' })));
  afterAll(() => app.close());

  it('refuses a scrape without the bearer token and serves it with the token', async () => {
    await request(app.getHttpServer()).get('/metrics').expect(401);
    await request(app.getHttpServer())
      .get('/metrics')
      .set('Authorization', 'Bearer wrong')
      .expect(401);
    const res = await request(app.getHttpServer())
      .get('/metrics')
      .set('Authorization', 'Bearer scrape-secret')
      .expect(200);
    expect(res.text).toContain('http_request_duration_seconds');
  });
});
