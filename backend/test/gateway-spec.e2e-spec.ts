import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Ajv2020, { ValidateFunction } from 'ajv/dist/2020';
import request from 'supertest';
import spec from './data/openai-openapi-schemas.json';
import { createTestApp } from './app.factory';
import { InferenceServer, startInferenceServer } from './fake-inference-servers';
import { GatewayOrg, listenOnFreePort, organizationWithServers } from './gateway-helpers';

const VLLM = 'llama3.1:8b';
const OLLAMA = 'qwen2.5:0.5b';
const messages = [{ role: 'user', content: 'How many GPUs do we have?' }];
const weather = {
  type: 'function',
  function: { name: 'get_weather', parameters: { type: 'object', properties: {} } },
};

/** OpenAPI 3.0's `nullable: true` (still in OpenAI's document) as JSON Schema's null type. */
function nullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullable);
  if (!schema || typeof schema !== 'object') return schema;
  const { nullable: isNullable, ...rest } = schema as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, nullable(v)]));
  if (isNullable !== true) return out;
  if (Array.isArray(out.enum)) out.enum = [...(out.enum as unknown[]), null];
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
  return { anyOf: [out, { type: 'null' }] };
}

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
ajv.addSchema({ $id: 'openai', components: { schemas: nullable(spec.schemas) } });
const validators = new Map<string, ValidateFunction>();

/** Asserts `body` validates against OpenAI's schema `name`, listing the violations if not. */
function expectValid(name: string, body: unknown, what: string): void {
  let validate = validators.get(name);
  if (!validate) {
    validate = ajv.getSchema(`openai#/components/schemas/${name}`)!;
    validators.set(name, validate);
  }
  const ok = validate(body);
  if (!ok)
    throw new Error(
      `${what} does not validate as ${name}: ${JSON.stringify(validate.errors?.slice(0, 5))}\n${JSON.stringify(body)}`,
    );
}

/** The schema of each Responses stream event by its type (ResponseStreamEvent is their union). */
const EVENT_SCHEMAS = new Map<string, string>(
  (spec.schemas.ResponseStreamEvent as { anyOf: { $ref: string }[] }).anyOf.map(({ $ref }) => {
    const name = $ref.split('/').pop()!;
    const schema = (
      spec.schemas as Record<string, { properties?: { type?: { enum?: string[] } } }>
    )[name];
    return [schema.properties?.type?.enum?.[0] ?? name, name];
  }),
);

/** The JSON of each `data:` frame of an SSE body (not [DONE]). */
function frames(text: string): unknown[] {
  return text
    .split('\n\n')
    .map((frame) => frame.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => !!line && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice(6)));
}

/**
 * Every /api/v1 answer validated against OpenAI's published OpenAPI document (test/data/README.md),
 * on both runtimes: JSON answers, each stream chunk and event, model lists, embeddings, errors.
 */
describe('Inference gateway: answers validate against OpenAI’s OpenAPI document', () => {
  let app: NestFastifyApplication;
  let baseUrl: string;
  let vllm: InferenceServer;
  let ollama: InferenceServer;
  let org: GatewayOrg;
  const post = (path: string, body: object) =>
    request(baseUrl)
      .post(`/api/v1/${path}`)
      .set('authorization', `Bearer ${org.inferenceToken}`)
      .send(body);

  beforeAll(async () => {
    [vllm, ollama] = await Promise.all([
      startInferenceServer({ name: 'v', model: VLLM }),
      startInferenceServer({ name: 'o', model: OLLAMA, runtime: 'ollama' }),
    ]);
    app = await createTestApp({ THROTTLE_ENABLED: 'false', SERVER_HEALTH_INTERVAL_MS: '3600000' });
    baseUrl = await listenOnFreePort(app);
    org = await organizationWithServers(app, [
      { fake: vllm, model: VLLM },
      { fake: ollama, model: OLLAMA, runtime: 'ollama' },
    ]);
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([vllm, ollama].map((s) => s.stop()));
  });

  for (const model of [VLLM, OLLAMA]) {
    describe(model === VLLM ? 'OpenAI-compatible server' : 'Ollama server', () => {
      it('chat completions: JSON (text and tool calls) and every stream chunk', async () => {
        for (const extra of [{}, { tools: [weather] }]) {
          const json = await post('chat/completions', { model, messages, ...extra }).expect(200);
          expectValid('CreateChatCompletionResponse', json.body, 'chat completion');
          const stream = await post('chat/completions', {
            model,
            messages,
            ...extra,
            stream: true,
            stream_options: { include_usage: true },
          }).expect(200);
          const chunks = frames(stream.text);
          expect(chunks.length).toBeGreaterThan(1);
          for (const chunk of chunks)
            expectValid('CreateChatCompletionStreamResponse', chunk, 'chat chunk');
        }
      });

      it('legacy completions: JSON and every stream chunk', async () => {
        const body = { model, prompt: 'def add(a, b):', suffix: 'print(add(1, 2))' };
        const json = await post('completions', body).expect(200);
        expectValid('CreateCompletionResponse', json.body, 'completion');
        const stream = await post('completions', {
          ...body,
          stream: true,
          stream_options: { include_usage: true },
        }).expect(200);
        const chunks = frames(stream.text);
        expect(chunks.length).toBeGreaterThan(1);
        // The document's notes: a streamed chunk may carry finish_reason null and usage null.
        for (const chunk of chunks)
          expectValid('CreateCompletionResponse', withNullsAllowed(chunk), 'completion chunk');
      });

      it('embeddings, the models list and one model', async () => {
        const vectors = await post('embeddings', { model, input: ['a', 'b'] }).expect(200);
        expectValid('CreateEmbeddingResponse', vectors.body, 'embeddings');
        const auth = { authorization: `Bearer ${org.inferenceToken}` };
        const list = await request(baseUrl).get('/api/v1/models').set(auth).expect(200);
        expectValid('ListModelsResponse', list.body, 'models list');
        const one = await request(baseUrl)
          .get(`/api/v1/models/${encodeURIComponent(model)}`)
          .set(auth)
          .expect(200);
        expectValid('Model', one.body, 'model');
      });

      it('responses: JSON (text and function calls) and every stream event', async () => {
        const tools = [{ type: 'function', name: 'get_weather', parameters: {}, strict: false }];
        for (const extra of [{}, { tools }]) {
          const json = await post('responses', { model, input: 'Hi', ...extra }).expect(200);
          expectValid('Response', json.body, 'response');
          const stream = await post('responses', {
            model,
            input: 'Hi',
            ...extra,
            stream: true,
          }).expect(200);
          const events = frames(stream.text);
          expect(events.length).toBeGreaterThan(3);
          for (const event of events) {
            const type = (event as { type: string }).type;
            expect(EVENT_SCHEMAS.has(type)).toBe(true);
            expectValid(EVENT_SCHEMAS.get(type)!, event, type);
            expectValid('ResponseStreamEvent', event, type);
          }
        }
      });
    });
  }

  it('errors: 400, 401, 404 in OpenAI’s ErrorResponse', async () => {
    const bad = await post('chat/completions', { model: VLLM, messages, frobnicate: 1 }).expect(
      400,
    );
    expectValid('ErrorResponse', bad.body, '400');
    const missing = await post('responses', { model: 'nope', input: 'Hi' }).expect(404);
    expectValid('ErrorResponse', missing.body, '404');
    const unauthenticated = await request(baseUrl).get('/api/v1/models').expect(401);
    expectValid('ErrorResponse', unauthenticated.body, '401');
    const stored = await post('responses', { model: VLLM, input: 'Hi', store: true }).expect(400);
    expectValid('ErrorResponse', stored.body, 'store: true');
  });

  it('a schema violation is caught (the validator is not lenient)', () => {
    expect(() =>
      expectValid('CreateChatCompletionResponse', { id: 'x', choices: [] }, 'broken'),
    ).toThrow(/does not validate/);
  });
});

/** The document's known gaps for streamed legacy completions (test/data/README.md). */
function withNullsAllowed(chunk: unknown): unknown {
  const c = chunk as { usage?: unknown; choices?: { finish_reason?: unknown }[] };
  const out: Record<string, unknown> = { ...(chunk as object) };
  if (c.usage === null) delete out.usage;
  out.choices = (c.choices ?? []).map((choice) =>
    choice.finish_reason === null ? { ...choice, finish_reason: 'stop' } : choice,
  );
  return out;
}
