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

  // Fastify's router refuses these before any hook or route runs; they used to get its own
  // answer: no security headers, another shape, the path echoed back.
  it('answers URLs the router refuses in the same shape, with the security headers', async () => {
    const long = 'a'.repeat(600);
    const tooLong = await client.agent.get(`/api/servers/${long}`).expect(414);
    expect(tooLong.body).toEqual({
      statusCode: 414,
      message: 'A part of the URL is too long',
      error: 'URI Too Long',
      code: 'URI_TOO_LONG',
    });
    const badEscape = await client.agent.get('/api/servers/%E0%A4%A').expect(400);
    expect(badEscape.body).toEqual({
      statusCode: 400,
      message: 'The URL is not valid',
      error: 'Bad Request',
      code: 'BAD_REQUEST',
    });
    for (const res of [tooLong, badEscape]) {
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        'content-security-policy': expect.any(String),
      });
    }
    // The gateway answers in OpenAI's envelope, here too.
    const gateway = await client.agent.get(`/api/v1/models/${long}`).expect(414);
    expect(gateway.body).toEqual({
      error: {
        message: 'A part of the URL is too long',
        type: 'invalid_request_error',
        param: null,
        code: 'uri_too_long',
      },
    });
  });
});
