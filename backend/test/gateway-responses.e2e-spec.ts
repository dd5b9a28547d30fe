import { NestFastifyApplication } from '@nestjs/platform-fastify';
import OpenAI from 'openai';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UsageRecordEntity } from '../src/modules/usage/entities/usage-record.entity';
import { createTestApp } from './app.factory';
import { answerWords, InferenceServer, startInferenceServer } from './fake-inference-servers';
import { FAKE_TOOL_ARGUMENTS, FAKE_TOOL_CALL_ID, FAKE_TOOL_FRAGMENTS } from './fake-tool-calls';
import {
  GatewayOrg,
  listenOnFreePort,
  openAiClient,
  organizationWithServers,
} from './gateway-helpers';
import { usageContract } from './usage-helpers';

const VLLM = 'llama3.1:8b';
const OLLAMA = 'qwen2.5:0.5b';
/** Served by servers that die mid-stream (each then cools down, alone). */
const DYING = 'phi-4';
const DYING_OLLAMA = 'gemma3:1b';
const DYING_RAW = 'phi-4-mini';
/** 6 words; the instructions 3 more: the fakes count a prompt's tokens as its words. */
const QUESTION = 'How many GPUs do we have?';
const INSTRUCTIONS = 'You are terse.';
const weather: OpenAI.Responses.FunctionTool = {
  type: 'function',
  name: 'get_weather',
  description: 'The weather in a city',
  parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  strict: false,
};

type Event = OpenAI.Responses.ResponseStreamEvent;

async function collect(stream: AsyncIterable<Event>): Promise<Event[]> {
  const events: Event[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

/**
 * OpenAI's Responses API on the organization's servers (docs/gateway.md, "Responses API"),
 * stateless, translated to chat completions: the official `openai` client against an
 * OpenAI-compatible (vLLM) and an Ollama server.
 */
describe('Inference gateway: OpenAI’s Responses API', () => {
  let app: NestFastifyApplication;
  let baseUrl: string;
  let vllm: InferenceServer;
  let ollama: InferenceServer;
  let dying: InferenceServer;
  let dyingOllama: InferenceServer;
  let dyingRaw: InferenceServer;
  let org: GatewayOrg;
  let client: OpenAI;

  beforeAll(async () => {
    [vllm, ollama, dying, dyingOllama, dyingRaw] = await Promise.all([
      startInferenceServer({ name: 'v', model: VLLM }),
      startInferenceServer({ name: 'o', model: OLLAMA, runtime: 'ollama' }),
      startInferenceServer({ name: 'd', model: DYING }),
      startInferenceServer({ name: 'e', model: DYING_OLLAMA, runtime: 'ollama' }),
      startInferenceServer({ name: 'r', model: DYING_RAW }),
    ]);
    app = await createTestApp({ THROTTLE_ENABLED: 'false', SERVER_HEALTH_INTERVAL_MS: '3600000' });
    baseUrl = await listenOnFreePort(app);
    org = await organizationWithServers(app, [
      { fake: vllm, model: VLLM },
      { fake: ollama, model: OLLAMA, runtime: 'ollama' },
      { fake: dying, model: DYING },
      { fake: dyingOllama, model: DYING_OLLAMA, runtime: 'ollama' },
      { fake: dyingRaw, model: DYING_RAW },
    ]);
    client = openAiClient(baseUrl, org.inferenceToken);
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([vllm, ollama, dying, dyingOllama, dyingRaw].map((s) => s.stop()));
  });
  beforeEach(() => {
    for (const s of [vllm, ollama, dying, dyingOllama, dyingRaw])
      Object.assign(s, { failure: 'none', chunkDelayMs: 0, words: 5, calls: [] });
  });

  it('answers responses.create as a response object with the server’s exact usage, on both runtimes', async () => {
    const { data, response } = await client.responses
      .create({
        model: VLLM,
        instructions: INSTRUCTIONS,
        input: QUESTION,
        temperature: 0.2,
        top_p: 0.9,
        max_output_tokens: 64,
        store: false,
      })
      .withResponse();
    expect(data).toMatchObject({
      object: 'response',
      status: 'completed',
      model: VLLM,
      instructions: INSTRUCTIONS,
      temperature: 0.2,
      top_p: 0.9,
      max_output_tokens: 64,
      store: false,
      error: null,
      output: [
        {
          type: 'message',
          role: 'assistant',
          status: 'completed',
          content: [{ type: 'output_text', text: answerWords('v', 5).join(''), annotations: [] }],
        },
      ],
      usage: { input_tokens: 9, output_tokens: 5, total_tokens: 14 },
    });
    expect(data.id).toMatch(/^resp_/);
    expect(data.output_text).toBe(answerWords('v', 5).join(''));
    expect(response.headers.get('x-ironkeep-server-id')).toBe(org.serverIds[0]);
    expect(vllm.calls[0]).toMatchObject({
      path: '/v1/chat/completions',
      body: {
        model: VLLM,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: QUESTION },
        ],
        max_tokens: 64,
        temperature: 0.2,
        top_p: 0.9,
        stream: false,
      },
    });
    expect(vllm.calls[0].authorization).toBeUndefined();

    const fromOllama = await client.responses.create({
      model: OLLAMA,
      instructions: INSTRUCTIONS,
      input: [{ role: 'user', content: [{ type: 'input_text', text: QUESTION }] }],
      max_output_tokens: 50,
    });
    expect(fromOllama.output_text).toBe(answerWords('o', 5).join(''));
    // Ollama's prompt_eval_count: the fake adds 10 of its template.
    expect(fromOllama.usage).toMatchObject({
      input_tokens: 19,
      output_tokens: 5,
      total_tokens: 24,
    });
    expect(ollama.calls[0]).toMatchObject({
      path: '/api/chat',
      body: { stream: false, options: { num_predict: 50 } },
    });
  });

  it('streams the Responses event sequence with sequence numbers, usage in response.completed', async () => {
    for (const [model, server, input] of [
      [VLLM, 'v', 6],
      [OLLAMA, 'o', 16],
    ] as const) {
      const events = await collect(
        await client.responses.create({ model, input: QUESTION, stream: true }),
      );
      expect(events.map((e) => e.type)).toEqual([
        'response.created',
        'response.in_progress',
        'response.output_item.added',
        'response.content_part.added',
        ...Array(5).fill('response.output_text.delta'),
        'response.output_text.done',
        'response.content_part.done',
        'response.output_item.done',
        'response.completed',
      ]);
      expect(events.map((e) => e.sequence_number)).toEqual(events.map((_, i) => i));
      const text = answerWords(server, 5).join('');
      const deltas = events.filter((e) => e.type === 'response.output_text.delta');
      expect(deltas.map((e) => e.delta).join('')).toBe(text);
      const completed = events.at(-1) as OpenAI.Responses.ResponseCompletedEvent;
      expect(completed.response).toMatchObject({
        status: 'completed',
        output: [{ type: 'message', content: [{ type: 'output_text', text }] }],
        usage: { input_tokens: input, output_tokens: 5, total_tokens: input + 5 },
      });
      // The items' ids agree from added to done.
      const added = events[2] as OpenAI.Responses.ResponseOutputItemAddedEvent;
      expect(completed.response.output[0].id).toBe(added.item.id);
      expect(deltas.every((e) => e.item_id === added.item.id)).toBe(true);
    }
    // Streams always ask the OpenAI-compatible server for its usage chunk.
    expect(vllm.calls[0].body).toMatchObject({
      stream: true,
      stream_options: { include_usage: true },
    });

    // The client's own stream helper assembles the same answer.
    const final = await client.responses.stream({ model: VLLM, input: QUESTION }).finalResponse();
    expect(final.output_text).toBe(answerWords('v', 5).join(''));
  });

  it('round-trips a function tool: function_call streamed as argument deltas, its output sent back', async () => {
    for (const [model, fake, server] of [
      [VLLM, () => vllm, 'v'],
      [OLLAMA, () => ollama, 'o'],
    ] as const) {
      const events = await collect(
        await client.responses.create({
          model,
          input: QUESTION,
          tools: [weather],
          tool_choice: 'auto',
          stream: true,
        }),
      );
      expect(events.map((e) => e.type)).toEqual([
        'response.created',
        'response.in_progress',
        'response.output_item.added',
        ...Array(server === 'v' ? FAKE_TOOL_FRAGMENTS.length : 1).fill(
          'response.function_call_arguments.delta',
        ),
        'response.function_call_arguments.done',
        'response.output_item.done',
        'response.completed',
      ]);
      const completed = events.at(-1) as OpenAI.Responses.ResponseCompletedEvent;
      expect(completed.response.output).toHaveLength(1);
      const call = completed.response.output[0] as OpenAI.Responses.ResponseFunctionToolCall;
      expect(call).toMatchObject({
        type: 'function_call',
        name: 'get_weather',
        status: 'completed',
      });
      expect(JSON.parse(call.arguments)).toEqual(FAKE_TOOL_ARGUMENTS);
      expect(call.call_id).toBeTruthy();
      if (server === 'v') expect(call.call_id).toBe(FAKE_TOOL_CALL_ID);

      const answer = await client.responses.create({
        model,
        tools: [weather],
        input: [
          { role: 'user', content: QUESTION },
          {
            type: 'function_call',
            call_id: call.call_id,
            name: call.name,
            arguments: call.arguments,
          },
          { type: 'function_call_output', call_id: call.call_id, output: '18 degrees' },
        ],
      });
      expect(answer.output_text).toBe(answerWords(server, 5).join(''));
      const sent = fake().calls.at(-1)!.body.messages as Record<string, unknown>[];
      expect(sent.at(-1)).toMatchObject({ role: 'tool', content: '18 degrees' });
      expect(sent.at(-2)).toMatchObject({
        role: 'assistant',
        tool_calls: [{ function: { name: 'get_weather' } }],
      });
    }
    // The OpenAI-compatible server gets OpenAI's chat tools, and the call back as it sent it.
    const [first, second] = vllm.calls;
    expect(first.body.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'get_weather',
          description: 'The weather in a city',
          parameters: weather.parameters,
          strict: false,
        },
      },
    ]);
    expect(first.body.tool_choice).toBe('auto');
    const sent = second.body.messages as Record<string, unknown>[];
    expect(sent.slice(-2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: FAKE_TOOL_CALL_ID,
            type: 'function',
            function: { name: 'get_weather', arguments: FAKE_TOOL_FRAGMENTS.join('') },
          },
        ],
      },
      { role: 'tool', tool_call_id: FAKE_TOOL_CALL_ID, content: '18 degrees' },
    ]);
  });

  it('answers a forced tool as JSON function_call items; text.format json_schema becomes response_format', async () => {
    const forced = await client.responses.create({
      model: VLLM,
      input: QUESTION,
      tools: [weather],
      tool_choice: { type: 'function', name: 'get_weather' },
      parallel_tool_calls: false,
    });
    expect(forced.output).toEqual([
      {
        id: expect.stringMatching(/^fc_/),
        type: 'function_call',
        status: 'completed',
        call_id: FAKE_TOOL_CALL_ID,
        name: 'get_weather',
        arguments: FAKE_TOOL_FRAGMENTS.join(''),
      },
    ]);
    expect(vllm.calls[0].body).toMatchObject({
      tool_choice: { type: 'function', function: { name: 'get_weather' } },
      parallel_tool_calls: false,
    });

    const schema = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] };
    const structured = await client.responses.create({
      model: VLLM,
      input: QUESTION,
      text: { format: { type: 'json_schema', name: 'count', schema, strict: true } },
    });
    expect(structured.text?.format).toMatchObject({ type: 'json_schema', name: 'count' });
    expect(vllm.calls[1].body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'count', schema, strict: true },
    });
  });

  it('ends a stream with response.failed when the server dies mid-answer, never silently', async () => {
    dying.failure = 'die-mid-stream';
    dyingOllama.failure = 'die-mid-stream';
    dyingRaw.failure = 'die-mid-stream';
    for (const model of [DYING, DYING_OLLAMA]) {
      const events = await collect(
        await client.responses.create({ model, input: QUESTION, stream: true }),
      );
      expect(events[0].type).toBe('response.created');
      const failed = events.at(-1) as OpenAI.Responses.ResponseFailedEvent;
      expect(failed.type).toBe('response.failed');
      expect(failed.sequence_number).toBe(events.length - 1);
      expect(failed.response).toMatchObject({
        status: 'failed',
        error: {
          code: 'server_error',
          message: expect.stringMatching(/stopped answering|ended the stream/),
        },
        output: [{ type: 'message', status: 'incomplete' }],
      });
      expect(events.some((e) => e.type === 'response.completed')).toBe(false);
    }

    // On the wire: named events, and nothing after response.failed (no [DONE]).
    const raw = await request(baseUrl)
      .post('/api/v1/responses')
      .set('authorization', `Bearer ${org.inferenceToken}`)
      .send({ model: DYING_RAW, input: QUESTION, stream: true })
      .expect(200);
    const frames = raw.text.split('\n\n').filter(Boolean);
    expect(frames[0]).toMatch(/^event: response\.created\ndata: /);
    expect(frames.at(-1)).toMatch(/^event: response\.failed\ndata: /);
    expect(raw.text).not.toContain('[DONE]');
    expect(raw.text).not.toContain('response.completed');
  });

  it('meters responses as kind responses with the server’s counts', async () => {
    await client.responses.create({ model: VLLM, input: QUESTION });
    await usageContract(app).flush();
    const rows = await app
      .get(DataSource)
      .getRepository(UsageRecordEntity)
      .find({ where: { organizationId: org.id, kind: 'responses', outcome: 'ok' } });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => !r.estimated)).toBe(true);
    expect(rows.some((r) => r.promptTokens === 6 && r.completionTokens === 5)).toBe(true);
  });

  it('refuses what needs stored state or hosted tools with a clear 400, in OpenAI’s error shape', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const err = await client.responses
        .create({ model: VLLM, input: QUESTION, ...body } as never)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(err).toBeInstanceOf(OpenAI.BadRequestError);
      return (err as InstanceType<typeof OpenAI.BadRequestError>).error as {
        message: string;
        param: string | null;
        type: string;
      };
    };
    expect(await refused({ previous_response_id: 'resp_123' })).toMatchObject({
      type: 'invalid_request_error',
      param: 'previous_response_id',
      message: expect.stringMatching(/keeps no responses/),
    });
    expect(await refused({ store: true })).toMatchObject({
      param: 'store',
      message: expect.stringMatching(/keeps no responses/),
    });
    expect(await refused({ tools: [{ type: 'web_search' }] })).toMatchObject({
      param: 'tools[0].type',
      message: expect.stringMatching(/not supported by this server/),
    });
    expect(await refused({ surprise: 1 })).toMatchObject({
      param: 'surprise',
      message: 'Unrecognized request argument supplied: surprise',
    });
    expect(await refused({ input: [{ type: 'item_reference', id: 'msg_1' }] })).toMatchObject({
      message: expect.stringMatching(/keeps no items/),
    });
    await expect(
      client.responses.create({ model: 'nope', input: QUESTION }),
    ).rejects.toBeInstanceOf(OpenAI.NotFoundError);
    const missing = await request(baseUrl).post('/api/v1/responses').send({}).expect(401);
    expect(missing.body.error).toMatchObject({ type: 'authentication_error' });
    expect(vllm.calls).toHaveLength(0);
  });
});
