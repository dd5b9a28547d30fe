import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiClient } from './api-client';
import { createTestApp } from './app.factory';

describe('Error shape for bad input', () => {
  let app: NestFastifyApplication;
  let client: ApiClient;
  beforeAll(async () => {
    app = await createTestApp();
    client = new ApiClient(app);
    await client.csrf();
  });
  afterAll(() => app.close());

  const post = () =>
    client.agent
      .post('/api/auth/register')
      .set('X-CSRF-Token', client.csrfToken!)
      .set('Content-Type', 'application/json');

  it('answers malformed JSON with 400', async () => {
    const res = await post().send('{"username": "abc",').expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.any(String),
    });
  });

  it('answers an oversized body with 413', async () => {
    const res = await post()
      .send(JSON.stringify({ username: 'abc', password: 'x'.repeat(200_000) }))
      .expect(413);
    expect(res.body).toEqual({
      statusCode: 413,
      message: 'request entity too large',
      error: 'Payload Too Large',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('answers wrong types with 400, not 500', async () => {
    const res = await post()
      .send({ username: 12345, password: ['a'] })
      .expect(400);
    expect(res.body.message).toEqual(expect.arrayContaining(['Password is required']));
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses unknown fields', async () => {
    const res = await post()
      .send({ username: 'someone', password: 'long-enough-1', role: 'admin' })
      .expect(400);
    expect(res.body.message).toContain('property role should not exist');
  });

  it('answers a JSON array or a bare string body with 400', async () => {
    await post().send('[]').expect(400);
    await post().send('"hello"').expect(400);
  });

  it('answers unknown API routes with the same 404 shape', async () => {
    const res = await client.agent.get('/api/does-not-exist').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'Cannot GET /api/does-not-exist',
      error: 'Not Found',
      code: 'NOT_FOUND',
    });
  });
});
