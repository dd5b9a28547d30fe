import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ApiClient } from './api-client';
import { createTestApp } from './app.factory';

describe('Response compression', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => (app = await createTestApp()));
  afterAll(() => app.close());

  it('gzips large JSON responses for clients that accept it', async () => {
    const res = await request(app.getHttpServer())
      .get('/api/docs-json')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.openapi).toMatch(/^3\./);
  });

  it('never compresses a server-sent event stream', async () => {
    const client = new ApiClient(app);
    const token = await client.csrf();
    const res = await client.agent
      .post('/api/demo/ai/brain/stream')
      .set('X-CSRF-Token', token)
      .set('Accept-Encoding', 'gzip')
      .send({ query: 'How is IronKeep priced?', sessionId: 'demo_gzip_check' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toContain('"type":"complete"');
  });
});
