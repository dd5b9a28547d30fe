import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AnswerEngineService } from '../src/modules/assistants/answer-engine.service';
import { DEMO_QUERIES_PER_MINUTE } from '../src/modules/assistants/assistants.controller';
import { readKnowledgeJson } from '../src/modules/assistants/engine/knowledge-loader';
import { ApiClient, expectStatus } from './api-client';
import request from 'supertest';
import { createTestApp, uniqueName } from './app.factory';
import { parseSse } from './sse-helpers';

const sampleQuestions = readKnowledgeJson<Record<string, string[]>>('sample-questions.json');
const expectedSources =
  readKnowledgeJson<Record<string, Record<string, string>>>('expected-sources.json');

describe('Demo answer stream (builtin provider)', () => {
  let app: NestFastifyApplication;
  let api: ApiClient;

  beforeAll(async () => {
    // Asks every sample question; the per-IP limit has its own suite below.
    app = await createTestApp({ THROTTLE_ENABLED: 'false' });
    api = new ApiClient(app);
  });
  afterAll(() => app.close());

  const ask = (assistant: string, query: unknown, sessionId = 'e2e-session') =>
    api.post(`/api/demo/ai/${assistant}/stream`, { query, sessionId });

  it('lists the assistants with their six sample questions', async () => {
    const res = await api.agent.get('/api/demo/assistants').then(expectStatus(200));
    expect(res.body.map((a: { id: string }) => a.id)).toEqual([
      'brain',
      'deploy',
      'compliance',
      'docs',
      'developer',
    ]);
    expect(res.body[0].sampleQuestions).toEqual(sampleQuestions.brain);
  });

  it.each(Object.keys(sampleQuestions))(
    'streams a sourced answer to every %s sample question',
    async (assistant) => {
      for (const question of sampleQuestions[assistant]) {
        const res = await ask(assistant, question).then(expectStatus(200));
        expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
        expect(res.headers['cache-control']).toContain('no-cache');
        const { events } = parseSse(res.text);
        expect(events[0]).toMatchObject({ type: 'metadata', confidence: 'high' });
        expect((events[0].sources as string[])[0]).toBe(expectedSources[assistant][question]);
        const chunks = events.filter((e) => e.type === 'chunk');
        expect(chunks.length).toBeGreaterThan(0);
        expect(chunks.map((c) => c.content).join('').length).toBeGreaterThan(100);
        expect(events.at(-1)).toEqual({ type: 'complete' });
      }
    },
  );

  it('answers an off-topic question with low confidence and no sources', async () => {
    const res = await ask('brain', 'Who won the football world cup?').then(expectStatus(200));
    const { events } = parseSse(res.text);
    expect(events[0]).toEqual({ type: 'metadata', sources: [], confidence: 'low' });
  });

  it('carries earlier turns of the same session into a follow-up', async () => {
    await ask('deploy', 'How do I back up and restore IronKeep?', 'follow-up-1').then(
      expectStatus(200),
    );
    const res = await ask('deploy', 'Tell me more about that', 'follow-up-1').then(
      expectStatus(200),
    );
    expect(parseSse(res.text).events[0]).toMatchObject({
      sources: expect.arrayContaining(['Backup and Restore Procedures']),
    });
  });

  it('rejects a blank question', async () => {
    const res = await ask('brain', '   ').then(expectStatus(400));
    expect(res.body.message).toContain('Please enter a question');
  });

  it('rejects a question longer than 2,000 characters', async () => {
    await ask('brain', 'a'.repeat(2000)).then(expectStatus(200));
    const res = await ask('brain', 'a'.repeat(2001)).then(expectStatus(400));
    expect(res.body.message).toContain('Question must be at most 2000 characters');
  });

  it('rejects a missing session id', async () => {
    await api.post('/api/demo/ai/brain/stream', { query: 'pricing' }).then(expectStatus(400));
  });

  it('answers 404 for an unknown assistant', async () => {
    const res = await ask('oracle', 'How is IronKeep priced?').then(expectStatus(404));
    expect(res.body).toMatchObject({
      statusCode: 404,
      code: 'ASSISTANT_NOT_FOUND',
      message: 'Unknown assistant "oracle"',
    });
  });

  it('is sessionless: answers without a session or CSRF token and sets no cookie', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/demo/ai/brain/stream')
      .send({ query: 'How is IronKeep priced?', sessionId: 'no-cookie' })
      .then(expectStatus(200));
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(parseSse(res.text).events.at(-1)).toEqual({ type: 'complete' });
  });

  it('ignores the session cookie of a signed-in visitor', async () => {
    const visitor = new ApiClient(app);
    await visitor.register(uniqueName('demo'), 'correct-horse-battery');
    const res = await visitor
      .post('/api/demo/ai/brain/stream', { query: 'How is IronKeep priced?', sessionId: 'signed' })
      .then(expectStatus(200));
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a form-encoded body, so a cross-site HTML form cannot post to it', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/demo/ai/brain/stream')
      .type('form')
      .send({ query: 'How is IronKeep priced?', sessionId: 'form' })
      .then(expectStatus(415));
    expect(res.body).toMatchObject({
      statusCode: 415,
      message: 'Send the question as application/json',
    });
  });

  it('still requires the CSRF token on POSTs that use the session', async () => {
    await request(app.getHttpServer()).post('/api/auth/logout').then(expectStatus(403));
  });

  it('counts answered queries in the AI metrics by assistant', async () => {
    const res = await api.agent.get('/metrics').then(expectStatus(200));
    expect(res.text).toMatch(/ironkeep_ai_queries_total\{assistant="deploy"\} [1-9]/);
    expect(res.text).toContain('ironkeep_ai_response_duration_seconds_count{assistant="brain"}');
    expect(app.get(AnswerEngineService).activeGenerations).toBe(0);
  });
});

describe('Demo answer stream throttling', () => {
  let app: NestFastifyApplication;
  afterAll(() => app.close());

  it('answers 429 once an address asks too many questions in a minute', async () => {
    app = await createTestApp();
    const api = new ApiClient(app);
    for (let i = 0; i < DEMO_QUERIES_PER_MINUTE; i += 1) {
      await api
        .post('/api/demo/ai/brain/stream', { query: ' ', sessionId: 's' })
        .then(expectStatus(400));
    }
    await api
      .post('/api/demo/ai/brain/stream', { query: 'pricing', sessionId: 's' })
      .then(expectStatus(429));
  });
});
