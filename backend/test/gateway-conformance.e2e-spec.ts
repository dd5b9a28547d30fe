import { NestFastifyApplication } from '@nestjs/platform-fastify';
import OpenAI from 'openai';
import request from 'supertest';
import { createTestApp } from './app.factory';
import { answerWords, InferenceServer, startInferenceServer } from './fake-inference-servers';
import {
  GatewayOrg,
  listenOnFreePort,
  openAiClient,
  organizationWithServers,
} from './gateway-helpers';

const VLLM = 'llama3.1:8b';
const OLLAMA = 'qwen2.5:0.5b';
const question: OpenAI.ChatCompletionMessageParam[] = [
  { role: 'user', content: 'How many GPUs do we have?' },
];

/** The request fields of OpenAI's current chat schema that change nothing a server here does. */
const NEWER_FIELDS = {
  safety_identifier: 'user-hash-1',
  prompt_cache_key: 'agent-7',
  prompt_cache_retention: '24h',
  service_tier: 'auto',
  verbosity: 'low',
  store: false,
  metadata: { team: 'infra' },
  prediction: { type: 'content', content: 'We have' },
  modalities: ['text'],
} as const;

/**
 * `/api/v1` kept to OpenAI's published spec (issue 41 item 1): every field of its request
 * schema is accepted or refused with a reason, never as unrecognized; Ollama's answers carry
 * the fields the spec requires.
 */
describe('Inference gateway: OpenAI spec conformance', () => {
  let app: NestFastifyApplication;
  let baseUrl: string;
  let vllm: InferenceServer;
  let ollama: InferenceServer;
  let org: GatewayOrg;
  let client: OpenAI;

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
    client = openAiClient(baseUrl, org.inferenceToken);
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([vllm, ollama].map((s) => s.stop()));
  });
  beforeEach(() => {
    for (const s of [vllm, ollama]) Object.assign(s, { failure: 'none', words: 5, calls: [] });
  });

  it('passes OpenAI’s newer request fields to an OpenAI-compatible server as sent, drops them for Ollama', async () => {
    const json = await client.chat.completions.create({
      model: VLLM,
      messages: question,
      ...NEWER_FIELDS,
    } as unknown as OpenAI.ChatCompletionCreateParamsNonStreaming);
    expect(json.choices[0].message.content).toBe(answerWords('v', 5).join(''));
    expect(vllm.calls[0].body).toMatchObject(NEWER_FIELDS);

    const stream = await client.chat.completions.create({
      model: VLLM,
      messages: question,
      stream: true,
      stream_options: { include_usage: true, include_obfuscation: false },
    });
    for await (const chunk of stream) void chunk;
    expect(vllm.calls[1].body.stream_options).toEqual({
      include_usage: true,
      include_obfuscation: false,
    });

    const fromOllama = await client.chat.completions.create({
      model: OLLAMA,
      messages: question,
      ...NEWER_FIELDS,
    } as unknown as OpenAI.ChatCompletionCreateParamsNonStreaming);
    expect(fromOllama.choices[0].message.content).toBe(answerWords('o', 5).join(''));
    for (const field of Object.keys(NEWER_FIELDS))
      expect(ollama.calls[0].body).not.toHaveProperty(field);

    // Legacy completions take include_obfuscation too.
    const completion = await client.completions.create({
      model: VLLM,
      prompt: 'def add(a, b):',
      stream: true,
      stream_options: { include_usage: true, include_obfuscation: true },
    });
    for await (const chunk of completion) void chunk;
    expect(vllm.calls[2].path).toBe('/v1/completions');
  });

  it('refuses audio, audio modalities and web search with a 400 naming the field and why', async () => {
    const refusal = async (body: object) => {
      const res = await request(baseUrl)
        .post('/api/v1/chat/completions')
        .set('authorization', `Bearer ${org.inferenceToken}`)
        .send({ model: OLLAMA, messages: question, ...body })
        .expect(400);
      return res.body.error as { param: string; message: string; type: string };
    };
    for (const [body, param] of [
      [{ audio: { voice: 'alloy', format: 'mp3' } }, 'audio'],
      [{ modalities: ['text', 'audio'] }, 'modalities'],
      [{ web_search_options: {} }, 'web_search_options'],
    ] as const) {
      const error = await refusal(body);
      expect(error).toMatchObject({ type: 'invalid_request_error', param });
      expect(error.message).toMatch(/not supported by this server/);
      expect(error.message).not.toMatch(/Unrecognized/);
    }
    expect(ollama.calls).toHaveLength(0);
  });

  it('translates the deprecated functions and function_call to tools and tool_choice', async () => {
    const fn = {
      name: 'get_weather',
      description: 'The weather in a city',
      parameters: { type: 'object', properties: { city: { type: 'string' } } },
    };
    for (const [model, fake] of [
      [VLLM, () => vllm],
      [OLLAMA, () => ollama],
    ] as const) {
      const json = await client.chat.completions.create({
        model,
        messages: question,
        functions: [fn],
        function_call: { name: 'get_weather' },
      });
      expect(json.choices[0].finish_reason).toBe('tool_calls');
      expect(json.choices[0].message.tool_calls?.[0]).toMatchObject({
        type: 'function',
        function: { name: 'get_weather' },
      });
      const sent = fake().calls[0].body;
      expect(sent).not.toHaveProperty('functions');
      expect(sent).not.toHaveProperty('function_call');
      expect(sent.tools).toEqual([{ type: 'function', function: fn }]);
    }
    expect(vllm.calls[0].body.tool_choice).toEqual({
      type: 'function',
      function: { name: 'get_weather' },
    });

    // A legacy conversation: the assistant's function_call and the `function` answer.
    const answer = await client.chat.completions.create({
      model: VLLM,
      functions: [fn],
      function_call: 'auto',
      messages: [
        ...question,
        {
          role: 'assistant',
          content: null,
          function_call: { name: 'get_weather', arguments: '{"city":"Paris"}' },
        },
        { role: 'function', name: 'get_weather', content: '18 degrees' },
      ],
    });
    expect(answer.choices[0].message.content).toBe(answerWords('v', 5).join(''));
    const sent = vllm.calls.at(-1)!.body;
    expect(sent.tool_choice).toBe('auto');
    expect((sent.messages as unknown[]).slice(-2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_legacy_0',
            type: 'function',
            function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
          },
        ],
      },
      { role: 'tool', tool_call_id: 'call_legacy_0', content: '18 degrees' },
    ]);
  });

  it('writes Ollama’s chat completions with the logprobs and refusal the spec requires (null)', async () => {
    const json = await request(baseUrl)
      .post('/api/v1/chat/completions')
      .set('authorization', `Bearer ${org.inferenceToken}`)
      .send({ model: OLLAMA, messages: question })
      .expect(200);
    expect(json.body.choices[0]).toMatchObject({
      index: 0,
      logprobs: null,
      message: { role: 'assistant', refusal: null },
    });
    const streamed = await request(baseUrl)
      .post('/api/v1/chat/completions')
      .set('authorization', `Bearer ${org.inferenceToken}`)
      .send({ model: OLLAMA, messages: question, stream: true })
      .expect(200);
    const chunks = streamed.text
      .split('\n\n')
      .filter((frame) => frame.startsWith('data: {'))
      .map((frame) => JSON.parse(frame.slice(6)));
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks)
      for (const choice of chunk.choices) expect(choice).toHaveProperty('logprobs', null);
  });
});
