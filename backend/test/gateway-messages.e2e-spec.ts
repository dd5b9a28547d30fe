import Anthropic from '@anthropic-ai/sdk';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UsageRecordEntity } from '../src/modules/usage/entities/usage-record.entity';
import { createToken } from './api-token-helpers';
import { createTestApp } from './app.factory';
import { answerWords, InferenceServer, startInferenceServer } from './fake-inference-servers';
import { FAKE_TOOL_ARGUMENTS, FAKE_TOOL_CALL_ID } from './fake-tool-calls';
import { GatewayOrg, listenOnFreePort, organizationWithServers } from './gateway-helpers';
import { usageContract } from './usage-helpers';

const VLLM = 'llama3.1:8b';
const OLLAMA = 'qwen2.5:0.5b';
/** A server of a runtime without a tokenizer endpoint: count_tokens estimates. */
const OTHER = 'mistral-7b';
/** Served by servers that die mid-stream (each then cools down, alone). */
const DYING = 'phi-4';
const DYING_RAW = 'phi-4-mini';
/** 6 words + 3 of the system prompt: the fakes count a prompt's tokens as its words. */
const question: Anthropic.MessageParam[] = [{ role: 'user', content: 'How many GPUs do we have?' }];
const SYSTEM = 'You are terse.';
const weather: Anthropic.Tool = {
  name: 'get_weather',
  description: 'The weather in a city',
  input_schema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};

/** `@anthropic-ai/sdk` with base URL http://host/api, as a coding agent is configured. */
function anthropic(baseUrl: string, key: { apiKey: string } | { authToken: string }): Anthropic {
  return new Anthropic({ baseURL: `${baseUrl}/api`, ...key, maxRetries: 0, timeout: 20_000 });
}

/**
 * Anthropic's Messages API on the organization's servers (docs/gateway.md, "Anthropic Messages
 * API"): the official client against an OpenAI-compatible (vLLM) and an Ollama server.
 */
describe('Inference gateway: Anthropic’s Messages API', () => {
  let app: NestFastifyApplication;
  let baseUrl: string;
  let vllm: InferenceServer;
  let ollama: InferenceServer;
  let other: InferenceServer;
  let dying: InferenceServer;
  let dyingRaw: InferenceServer;
  let org: GatewayOrg;
  let client: Anthropic;

  beforeAll(async () => {
    [vllm, ollama, other, dying, dyingRaw] = await Promise.all([
      startInferenceServer({ name: 'v', model: VLLM }),
      startInferenceServer({ name: 'o', model: OLLAMA, runtime: 'ollama' }),
      startInferenceServer({ name: 'c', model: OTHER }),
      startInferenceServer({ name: 'd', model: DYING }),
      startInferenceServer({ name: 'e', model: DYING_RAW }),
    ]);
    app = await createTestApp({ THROTTLE_ENABLED: 'false', SERVER_HEALTH_INTERVAL_MS: '3600000' });
    baseUrl = await listenOnFreePort(app);
    org = await organizationWithServers(app, [
      { fake: vllm, model: VLLM },
      { fake: ollama, model: OLLAMA, runtime: 'ollama' },
      { fake: other, model: OTHER, runtime: 'openai-compatible' },
      { fake: dying, model: DYING },
      { fake: dyingRaw, model: DYING_RAW },
    ]);
    client = anthropic(baseUrl, { apiKey: org.inferenceToken });
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([vllm, ollama, other, dying, dyingRaw].map((s) => s.stop()));
  });
  beforeEach(() => {
    for (const s of [vllm, ollama, other, dying, dyingRaw])
      Object.assign(s, { failure: 'none', chunkDelayMs: 0, words: 5, calls: [] });
  });

  it('answers messages.create with the server’s exact usage, on both runtimes', async () => {
    const { data, response } = await client.messages
      .create({
        model: VLLM,
        system: SYSTEM,
        messages: question,
        max_tokens: 64,
        stop_sequences: ['END'],
        // Anthropic's current client types have dropped it; older clients and agents still send it.
        ...({ temperature: 0.2 } as object),
      })
      .withResponse();
    expect(data).toMatchObject({
      type: 'message',
      role: 'assistant',
      model: VLLM,
      content: [{ type: 'text', text: answerWords('v', 5).join('') }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 9, output_tokens: 5 },
    });
    expect(data.id).toMatch(/^msg_/);
    expect(response.headers.get('x-ironkeep-server-id')).toBe(org.serverIds[0]);
    expect(vllm.calls[0]).toMatchObject({
      path: '/v1/chat/completions',
      body: {
        model: VLLM,
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: 'How many GPUs do we have?' },
        ],
        max_tokens: 64,
        temperature: 0.2,
        stop: ['END'],
        stream: false,
      },
    });
    // The caller's key never goes upstream.
    expect(vllm.calls[0].authorization).toBeUndefined();

    const fromOllama = await client.messages.create({
      model: OLLAMA,
      system: [{ type: 'text', text: SYSTEM }],
      messages: question,
      max_tokens: 50,
    });
    expect(fromOllama.content).toEqual([{ type: 'text', text: answerWords('o', 5).join('') }]);
    expect(fromOllama.usage).toMatchObject({ input_tokens: 19, output_tokens: 5 });
    expect(ollama.calls[0]).toMatchObject({
      path: '/api/chat',
      body: { stream: false, options: { num_predict: 50 } },
    });
  });

  it('streams Anthropic’s event sequence with messages.stream, usage in message_delta', async () => {
    for (const [model, server, input] of [
      [VLLM, 'v', 6],
      [OLLAMA, 'o', 16],
    ] as const) {
      const stream = client.messages.stream({ model, messages: question, max_tokens: 64 });
      const types: string[] = [];
      stream.on('streamEvent', (event) => types.push(event.type));
      const message = await stream.finalMessage();
      expect(types).toEqual([
        'message_start',
        'content_block_start',
        ...Array(5).fill('content_block_delta'),
        'content_block_stop',
        'message_delta',
        'message_stop',
      ]);
      expect(message.content).toEqual([{ type: 'text', text: answerWords(server, 5).join('') }]);
      expect(message.stop_reason).toBe('end_turn');
      expect(message.usage).toMatchObject({ input_tokens: input, output_tokens: 5 });
    }
    // Streams always ask the OpenAI-compatible server for its usage chunk.
    expect(vllm.calls[0].body).toMatchObject({
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('round-trips a tool call: tool_use streamed as input_json_delta, tool_result sent back', async () => {
    for (const [model, fake, server] of [
      [VLLM, () => vllm, 'v'],
      [OLLAMA, () => ollama, 'o'],
    ] as const) {
      const stream = client.messages.stream({
        model,
        messages: question,
        max_tokens: 64,
        tools: [weather],
        tool_choice: { type: 'auto' },
      });
      const fragments: string[] = [];
      stream.on('inputJson', (partial) => fragments.push(partial));
      const call = await stream.finalMessage();
      expect(call.stop_reason).toBe('tool_use');
      expect(call.content).toHaveLength(1);
      const use = call.content[0] as Anthropic.ToolUseBlock;
      expect(use).toMatchObject({
        type: 'tool_use',
        name: 'get_weather',
        input: FAKE_TOOL_ARGUMENTS,
      });
      expect(JSON.parse(fragments.join(''))).toEqual(FAKE_TOOL_ARGUMENTS);
      // The OpenAI-compatible server streams the arguments in two fragments, Ollama in one.
      expect(fragments).toHaveLength(server === 'v' ? 2 : 1);

      const answer = await client.messages.create({
        model,
        max_tokens: 64,
        tools: [weather],
        messages: [
          ...question,
          { role: 'assistant', content: call.content },
          {
            role: 'user',
            content: [{ type: 'tool_result', tool_use_id: use.id, content: '18 degrees' }],
          },
        ],
      });
      expect(answer.content).toEqual([{ type: 'text', text: answerWords(server, 5).join('') }]);
      expect(answer.stop_reason).toBe('end_turn');
      const sent = fake().calls.at(-1)!.body.messages as Record<string, unknown>[];
      expect(sent.at(-1)).toMatchObject({ role: 'tool', content: '18 degrees' });
      expect(sent.at(-2)).toMatchObject({
        role: 'assistant',
        tool_calls: [{ function: { name: 'get_weather' } }],
      });
    }
    // The OpenAI-compatible server gets OpenAI's tools and ids back as it sent them.
    const [first, second] = vllm.calls;
    expect(first.body.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'get_weather',
          description: 'The weather in a city',
          parameters: weather.input_schema,
        },
      },
    ]);
    expect(first.body.tool_choice).toBe('auto');
    const sent = second.body.messages as Record<string, unknown>[];
    expect(sent.at(-1)).toEqual({
      role: 'tool',
      tool_call_id: FAKE_TOOL_CALL_ID,
      content: '18 degrees',
    });
    expect(sent.at(-2)).toEqual({
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: FAKE_TOOL_CALL_ID,
          type: 'function',
          function: { name: 'get_weather', arguments: JSON.stringify(FAKE_TOOL_ARGUMENTS) },
        },
      ],
    });
  });

  it('answers a forced tool as JSON tool_use blocks', async () => {
    const message = await client.messages.create({
      model: VLLM,
      messages: question,
      max_tokens: 64,
      tools: [weather],
      tool_choice: { type: 'tool', name: 'get_weather', disable_parallel_tool_use: true },
    });
    expect(message.stop_reason).toBe('tool_use');
    expect(message.content).toEqual([
      { type: 'tool_use', id: FAKE_TOOL_CALL_ID, name: 'get_weather', input: FAKE_TOOL_ARGUMENTS },
    ]);
    expect(vllm.calls[0].body).toMatchObject({
      tool_choice: { type: 'function', function: { name: 'get_weather' } },
      parallel_tool_calls: false,
    });
  });

  it('counts tokens with the server’s tokenizer, and says when it is an estimate', async () => {
    const params = { model: VLLM, system: SYSTEM, messages: question };
    const exact = await client.messages.countTokens(params).withResponse();
    // The fake vLLM's /tokenize: the words plus 4 of its chat template.
    expect(exact.data).toEqual({ input_tokens: 13 });
    expect(exact.response.headers.get('x-ironkeep-token-count')).toBe('exact');
    expect(vllm.calls[0].path).toBe('/tokenize');
    expect(vllm.calls[0].body).toMatchObject({ model: VLLM, add_generation_prompt: true });

    const fromOllama = await client.messages
      .countTokens({ ...params, model: OLLAMA })
      .withResponse();
    expect(fromOllama.data).toEqual({ input_tokens: 19 });
    expect(fromOllama.response.headers.get('x-ironkeep-token-count')).toBe('exact');
    expect(ollama.calls[0].body).toMatchObject({ stream: false, options: { num_predict: 1 } });

    const estimate = await client.messages.countTokens({ ...params, model: OTHER }).withResponse();
    // 14 + 25 characters, four a token.
    expect(estimate.data).toEqual({ input_tokens: 10 });
    expect(estimate.response.headers.get('x-ironkeep-token-count')).toBe('estimate');
    expect(other.calls).toHaveLength(0);
  });

  it('ends a stream with an error event when the server dies mid-answer, never silently', async () => {
    dying.failure = 'die-mid-stream';
    dyingRaw.failure = 'die-mid-stream';
    const stream = client.messages.stream({ model: DYING, messages: question, max_tokens: 64 });
    await expect(stream.finalMessage()).rejects.toThrow(/stopped answering|ended the stream/);

    const raw = await request(baseUrl)
      .post('/api/v1/messages')
      .set('x-api-key', org.inferenceToken)
      .set('anthropic-version', '2023-06-01')
      .send({ model: DYING_RAW, messages: question, max_tokens: 64, stream: true })
      .expect(200);
    const events = raw.text.split('\n\n').filter(Boolean);
    expect(events[0]).toMatch(/^event: message_start\n/);
    expect(events.at(-1)).toMatch(/^event: error\ndata: /);
    const error = JSON.parse(events.at(-1)!.split('\ndata: ')[1]);
    expect(error).toMatchObject({ type: 'error', error: { type: 'api_error' } });
    expect(raw.text).not.toContain('message_stop');
  });

  it('meters messages as kind messages with the server’s counts', async () => {
    await client.messages.create({ model: VLLM, messages: question, max_tokens: 64 });
    await usageContract(app).flush();
    const rows = await app
      .get(DataSource)
      .getRepository(UsageRecordEntity)
      .find({ where: { organizationId: org.id, kind: 'messages', outcome: 'ok' } });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => !r.estimated)).toBe(true);
    expect(rows.some((r) => r.promptTokens === 6 && r.completionTokens === 5)).toBe(true);
  });

  it('refuses in Anthropic’s error shape, with its status→type mapping', async () => {
    const call = (key: { apiKey: string } | { authToken: string }) =>
      anthropic(baseUrl, key).messages.create({ model: VLLM, messages: question, max_tokens: 8 });
    await expect(call({ apiKey: 'ikt_nope' })).rejects.toBeInstanceOf(
      Anthropic.AuthenticationError,
    );
    // Authorization: Bearer works as well as x-api-key.
    await expect(call({ authToken: org.inferenceToken })).resolves.toMatchObject({
      type: 'message',
    });
    const { token: readOnly } = await createToken(org.owner.client, ['read']);
    await expect(call({ apiKey: readOnly })).rejects.toBeInstanceOf(
      Anthropic.PermissionDeniedError,
    );
    await expect(
      client.messages.create({ model: 'nope', messages: question, max_tokens: 8 }),
    ).rejects.toBeInstanceOf(Anthropic.NotFoundError);

    const raw = (body: object, headers: Record<string, string> = {}) =>
      request(baseUrl).post('/api/v1/messages').set(headers).send(body);
    const missing = await raw({}).expect(401);
    expect(missing.body).toEqual({
      type: 'error',
      error: { type: 'authentication_error', message: expect.any(String) },
    });
    const key = { 'x-api-key': org.inferenceToken };
    const noMax = await raw({ model: VLLM, messages: question }, key).expect(400);
    expect(noMax.body).toEqual({
      type: 'error',
      error: { type: 'invalid_request_error', message: 'max_tokens: Field required' },
    });
    const unknown = await raw({ model: 'nope', messages: question, max_tokens: 8 }, key).expect(
      404,
    );
    expect(unknown.body.error.type).toBe('not_found_error');
    const serverTool = await raw(
      {
        model: VLLM,
        messages: question,
        max_tokens: 8,
        tools: [{ type: 'web_search_20250305', name: 'web_search' }],
      },
      key,
    ).expect(400);
    expect(serverTool.body.error.message).toMatch(/not supported by this server/);
    const noServer = await request(baseUrl)
      .post('/api/v1/messages/count_tokens')
      .set(key)
      .send({ model: 'nope', messages: question })
      .expect(404);
    expect(noServer.body.type).toBe('error');
    // x-api-key is Anthropic's header only: the OpenAI routes keep to Authorization: Bearer.
    await request(baseUrl).get('/api/v1/models').set(key).expect(401);
  });
});
