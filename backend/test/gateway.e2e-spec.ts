import { NestFastifyApplication } from '@nestjs/platform-fastify';
import OpenAI from 'openai';
import request from 'supertest';
import { bearer, createToken } from './api-token-helpers';
import { createTestApp } from './app.factory';
import { answerWords, InferenceServer, startInferenceServer } from './fake-inference-servers';
import {
  GatewayOrg,
  listenOnFreePort,
  openAiClient,
  organizationWithServers,
} from './gateway-helpers';

const HOUR = 3_600_000;
const MODEL = 'llama3.1:8b';
const question = [{ role: 'user' as const, content: 'How many GPUs do we have?' }];

/**
 * The official `openai` client against /api/v1, two OpenAI-compatible servers of one model and
 * an Ollama server of another (docs/gateway.md).
 */
describe('Inference gateway: the OpenAI API on the organization’s servers', () => {
  let app: NestFastifyApplication;
  let baseUrl: string;
  let a: InferenceServer;
  let b: InferenceServer;
  let ollama: InferenceServer;
  let org: GatewayOrg;
  let client: OpenAI;

  beforeAll(async () => {
    [a, b, ollama] = await Promise.all([
      startInferenceServer({ name: 'a', model: MODEL }),
      startInferenceServer({ name: 'b', model: MODEL }),
      startInferenceServer({ name: 'o', model: 'qwen2.5:0.5b', runtime: 'ollama' }),
    ]);
    app = await createTestApp({
      THROTTLE_ENABLED: 'false',
      SERVER_HEALTH_INTERVAL_MS: String(HOUR),
    });
    baseUrl = await listenOnFreePort(app);
    org = await organizationWithServers(app, [
      { fake: a, model: MODEL },
      { fake: b, model: MODEL, runtime: 'openai-compatible' },
      { fake: ollama, model: 'qwen2.5:0.5b', runtime: 'ollama' },
    ]);
    client = openAiClient(baseUrl, org.inferenceToken);
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([a, b, ollama].map((s) => s.stop()));
  });
  beforeEach(() => {
    for (const s of [a, b, ollama])
      Object.assign(s, { failure: 'none', chunkDelayMs: 0, words: 5, calls: [] });
  });

  it('lists each model once, however many servers serve it', async () => {
    const list = await client.models.list();
    expect(list.data.map((m) => m.id).sort()).toEqual([MODEL, 'qwen2.5:0.5b']);
    expect(list.data[0]).toMatchObject({ object: 'model', owned_by: 'organization' });
    // models.retrieve(), as tools call it to check a model before using it.
    expect(await client.models.retrieve(MODEL)).toEqual(list.data.find((m) => m.id === MODEL));
  });

  it('completes as JSON with the server’s usage, naming the server that answered', async () => {
    const { data, response } = await client.chat.completions
      .create({ model: MODEL, messages: question, temperature: 0.2 })
      .withResponse();
    const served = [a, b].find((s) => s.calls.length === 1)!;
    expect(data.choices[0].message.content).toBe(answerWords(served.name, 5).join(''));
    expect(data.usage).toEqual({ prompt_tokens: 6, completion_tokens: 5, total_tokens: 11 });
    expect(org.serverIds).toContain(response.headers.get('x-ironkeep-server-id'));
    expect(response.headers.get('x-ironkeep-attempts')).toBe('1');
    expect(served.calls[0].body).toMatchObject({ model: MODEL, temperature: 0.2, stream: false });
    // The caller's token never goes upstream.
    expect(served.calls[0].authorization).toBeUndefined();
  });

  it('streams chunks ending in [DONE] with the exact usage chunk when asked', async () => {
    const stream = await client.chat.completions.create({
      model: MODEL,
      messages: question,
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    let usage: OpenAI.CompletionUsage | null | undefined;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta?.content ?? '';
      if (chunk.usage) usage = chunk.usage;
    }
    const served = [a, b].find((s) => s.calls.length === 1)!;
    expect(text).toBe(answerWords(served.name, 5).join(''));
    expect(usage).toEqual({ prompt_tokens: 6, completion_tokens: 5, total_tokens: 11 });
  });

  it('asks upstream for usage on every stream, and strips it for a caller who did not ask', async () => {
    const res = await request(baseUrl)
      .post('/api/v1/chat/completions')
      .set('Authorization', `Bearer ${org.inferenceToken}`)
      .send({ model: MODEL, messages: question, stream: true })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = res.text.split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    expect(res.text).not.toContain('"usage"');
    const served = [a, b].find((s) => s.calls.length === 1)!;
    expect(served.calls[0].body.stream_options).toEqual({ include_usage: true });
  });

  it('translates Ollama both ways, with its own prompt_eval_count and eval_count', async () => {
    const json = await client.chat.completions.create({
      model: 'qwen2.5:0.5b',
      messages: question,
      max_tokens: 50,
    });
    expect(json.choices[0]).toMatchObject({
      message: { role: 'assistant', content: answerWords('o', 5).join('') },
      finish_reason: 'stop',
    });
    expect(json.usage).toEqual({ prompt_tokens: 16, completion_tokens: 5, total_tokens: 21 });
    expect(ollama.calls[0]).toMatchObject({
      path: '/api/chat',
      body: { stream: false, options: { num_predict: 50 } },
    });
    const stream = await client.chat.completions.create({
      model: 'qwen2.5:0.5b',
      messages: question,
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    const finish: (string | null)[] = [];
    let usage: OpenAI.CompletionUsage | null | undefined;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta?.content ?? '';
      if (chunk.choices[0]?.finish_reason) finish.push(chunk.choices[0].finish_reason);
      if (chunk.usage) usage = chunk.usage;
    }
    expect(text).toBe(answerWords('o', 5).join(''));
    expect(finish).toEqual(['stop']);
    expect(usage).toEqual({ prompt_tokens: 16, completion_tokens: 5, total_tokens: 21 });
  });

  it('completes legacy text with a suffix (fill-in-the-middle) on both runtimes, usage exact', async () => {
    const fim = { prompt: 'def add(a, b):', suffix: 'print(add(1, 2))', max_tokens: 20 };
    const usage = { prompt_tokens: 5, completion_tokens: 5, total_tokens: 10 };
    const json = await client.completions.create({ model: MODEL, ...fim });
    const served = [a, b].find((s) => s.calls.length === 1)!;
    expect(json).toMatchObject({ object: 'text_completion', usage });
    expect(json.choices[0].text).toBe(answerWords(served.name, 5).join(''));
    expect(served.calls[0]).toMatchObject({
      path: '/v1/completions',
      body: { ...fim, stream: false },
    });

    const read = async (stream: AsyncIterable<OpenAI.Completion>) => {
      let text = '';
      let counted: OpenAI.CompletionUsage | undefined;
      for await (const chunk of stream) {
        text += chunk.choices[0]?.text ?? '';
        if (chunk.usage) counted = chunk.usage;
      }
      return { text, usage: counted };
    };
    const streamed = await read(
      await client.completions.create({
        model: MODEL,
        ...fim,
        stream: true,
        stream_options: { include_usage: true },
      }),
    );
    const second = [a, b].find((s) => s.calls.some((c) => c.body.stream === true))!;
    expect(streamed).toEqual({ text: answerWords(second.name, 5).join(''), usage });

    // Ollama: its native /api/generate, translated both ways, with its own counts.
    const ollamaUsage = { prompt_tokens: 8, completion_tokens: 5, total_tokens: 13 };
    const viaOllama = await client.completions.create({ model: 'qwen2.5:0.5b', ...fim });
    expect(viaOllama).toMatchObject({
      object: 'text_completion',
      choices: [{ index: 0, text: answerWords('o', 5).join(''), finish_reason: 'stop' }],
      usage: ollamaUsage,
    });
    expect(ollama.calls[0]).toMatchObject({
      path: '/api/generate',
      body: { prompt: fim.prompt, suffix: fim.suffix, stream: false, options: { num_predict: 20 } },
    });
    const ollamaStream = await read(
      await client.completions.create({
        model: 'qwen2.5:0.5b',
        ...fim,
        stream: true,
        stream_options: { include_usage: true },
      }),
    );
    expect(ollamaStream).toEqual({ text: answerWords('o', 5).join(''), usage: ollamaUsage });

    const twoPrompts = await client.completions
      .create({ model: 'qwen2.5:0.5b', prompt: ['one', 'two'] })
      .catch((e) => e);
    expect(twoPrompts).toBeInstanceOf(OpenAI.BadRequestError);
    expect(twoPrompts.error).toMatchObject({ param: 'prompt', type: 'invalid_request_error' });
    const noPrompt = await client.completions.create({ model: MODEL } as never).catch((e) => e);
    expect(noPrompt.error).toMatchObject({ param: 'prompt' });
  });

  it('embeds through both runtimes (the client asks for base64 and decodes it)', async () => {
    const vllm = await client.embeddings.create({ model: MODEL, input: ['one', 'two'] });
    expect(vllm.data.map((d) => Array.from(d.embedding))).toEqual([
      [0.5, -0.25, 0],
      [0.5, -0.25, 1],
    ]);
    expect(vllm.usage).toEqual({ prompt_tokens: 14, total_tokens: 14 });
    const native = await client.embeddings.create({
      model: 'qwen2.5:0.5b',
      input: 'one',
      encoding_format: 'float',
    });
    expect(native.data[0].embedding).toEqual([0.5, -0.25, 0]);
    expect(native.usage).toEqual({ prompt_tokens: 5, total_tokens: 5 });
    expect(ollama.calls.at(-1)?.path).toBe('/api/embed');
  });

  it('answers 404 model_not_found for a model it does not serve, another organization’s included', async () => {
    const other = await organizationWithServers(app, [{ fake: a, model: 'secret-model' }]);
    for (const model of ['secret-model', 'no-such-model']) {
      const err = await client.chat.completions
        .create({ model, messages: question })
        .catch((e) => e);
      expect(err).toBeInstanceOf(OpenAI.NotFoundError);
      expect(err.error).toMatchObject({
        type: 'invalid_request_error',
        code: 'model_not_found',
        param: 'model',
      });
    }
    // The same answer from models.retrieve(); an id with a slash (Hugging Face names) is one id.
    for (const model of ['secret-model', 'Qwen/Qwen2.5-0.5B-Instruct']) {
      const err = await client.models.retrieve(model).catch((e) => e);
      expect(err).toBeInstanceOf(OpenAI.NotFoundError);
      expect(err.error).toMatchObject({
        code: 'model_not_found',
        message: expect.stringContaining(`\`${model}\``),
      });
    }
    const theirs = await openAiClient(baseUrl, other.inferenceToken).models.list();
    expect(theirs.data.map((m) => m.id)).toEqual(['secret-model']);
    expect(
      (await openAiClient(baseUrl, other.inferenceToken).models.retrieve('secret-model')).id,
    ).toBe('secret-model');
  });

  it('refuses read/write tokens (403), sessions and bad tokens (401), in OpenAI’s error shape', async () => {
    const { token } = await createToken(org.owner.client, ['read', 'write']);
    const forbidden = await bearer(app, token).get('/api/v1/models').expect(403);
    expect(forbidden.body).toEqual({
      error: {
        message: 'This API token lacks the inference scope',
        type: 'permission_error',
        param: null,
        code: 'insufficient_scope',
      },
    });
    const session = await org.owner.client.agent.get('/api/v1/models').expect(401);
    expect(session.body.error).toMatchObject({
      type: 'authentication_error',
      code: 'missing_api_key',
    });
    const bad = await bearer(app, 'ikt_not-a-real-token').get('/api/v1/models').expect(401);
    expect(bad.body.error).toMatchObject({ type: 'authentication_error', code: 'invalid_api_key' });
    // An inference token is for inference only.
    await bearer(app, org.inferenceToken).get('/api/auth/me').expect(403);
    const unknown = await bearer(app, org.inferenceToken).get('/api/v1/nothing-here').expect(404);
    expect(unknown.body.error).toMatchObject({ type: 'not_found_error' });
  });

  it('passes vLLM’s sampling extras and OpenAI’s newer fields on (Ollama under its own names)', async () => {
    // What the openai client's users send with `extra_body` to vLLM, and reasoning models read.
    const extras = {
      top_k: 20,
      min_p: 0.05,
      repetition_penalty: 1.1,
      min_tokens: 2,
      chat_template_kwargs: { enable_thinking: false },
      reasoning_effort: 'low',
      metadata: { team: 'radiology' },
      store: false,
    };
    const params = { model: MODEL, messages: question, ...extras };
    await client.chat.completions.create(params as OpenAI.ChatCompletionCreateParamsNonStreaming);
    const served = [a, b].find((s) => s.calls.length === 1)!;
    expect(served.calls[0].body).toMatchObject(extras);

    const ollamaParams = { model: 'qwen2.5:0.5b', messages: question, ...extras };
    await client.chat.completions.create(
      ollamaParams as OpenAI.ChatCompletionCreateParamsNonStreaming,
    );
    expect(ollama.calls[0].body.options).toEqual({ top_k: 20, min_p: 0.05, repeat_penalty: 1.1 });

    const bad = await bearer(app, org.inferenceToken)
      .post('/api/v1/chat/completions', { model: MODEL, messages: question, top_k: 1.5 })
      .expect(400);
    expect(bad.body.error).toMatchObject({ param: 'top_k', message: "'top_k' must be an integer" });
  });

  it('validates requests with OpenAI’s 400 naming the field', async () => {
    const call = (body: object) =>
      bearer(app, org.inferenceToken).post('/api/v1/chat/completions', body).expect(400);
    expect((await call({ model: MODEL, messages: [] })).body.error).toMatchObject({
      param: 'messages',
      type: 'invalid_request_error',
    });
    expect(
      (await call({ model: MODEL, messages: question, temperature: 7 })).body.error.param,
    ).toBe('temperature');
    expect(
      (await call({ model: MODEL, messages: question, frobnicate: 1 })).body.error.message,
    ).toBe('Unrecognized request argument supplied: frobnicate');
    const notJson = await request(app.getHttpServer())
      .post('/api/v1/chat/completions')
      .set('Authorization', `Bearer ${org.inferenceToken}`)
      .set('Content-Type', 'application/json')
      .send('{"model":')
      .expect(400);
    expect(notJson.body.error).toMatchObject({
      type: 'invalid_request_error',
      message: 'Request body is not valid JSON',
    });
    expect(a.calls.length + b.calls.length).toBe(0);
  });

  it('takes long conversations (up to 4 MB) where other routes stop at 100 KB', async () => {
    const long = [{ role: 'user' as const, content: 'word '.repeat(200_000) }];
    const answer = await client.chat.completions.create({ model: MODEL, messages: long });
    expect(answer.usage?.prompt_tokens).toBe(200_000);
    const tooLarge = await bearer(app, org.inferenceToken)
      .post('/api/v1/chat/completions', {
        model: MODEL,
        messages: [{ role: 'user', content: 'x'.repeat(5_000_000) }],
      })
      .expect(413);
    expect(tooLarge.body.error).toMatchObject({ type: 'invalid_request_error' });
  });
});
