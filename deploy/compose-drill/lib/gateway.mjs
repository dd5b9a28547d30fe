// The inference gateway (/api/v1, docs/gateway.md) as a customer's program uses it, through the
// web entry point (nginx): the organization registers the stack's Ollama (the `ollama` profile;
// in the drill the stand-in, the project's fake Ollama), makes an `inference` API token, and the
// official `openai` client lists the models, gets a JSON completion and a streamed one; a raw
// request shows the stream's SSE framing. The usage API then counts exactly those tokens.
import { expectStatus } from './accounts.mjs';
import { check, fail, note } from './log.mjs';

const MODEL = 'mistral:7b';
const SERVER_NAME = 'Compose drill Ollama';
const question = (text) => [{ role: 'user', content: text }];

/**
 * `owner` is the signed-in owner's WebClient (session cookie and CSRF token). Returns how the
 * members' assistants now name what answers them ("mistral:7b on Compose drill Ollama"): the
 * organization's server, which must still be registered after the restarts.
 */
export async function gatewayJourney(base, owner, serverUrl = 'http://ollama:11434') {
  const { default: OpenAI } = await import('openai').catch((err) =>
    fail(`the openai package is not installed (npm ci at the repository root): ${err.message}`),
  );
  const before = await usageTotals(owner);
  const server = expectStatus(
    await owner.post('/api/servers', {
      name: SERVER_NAME,
      runtime: 'ollama',
      model: MODEL,
      url: serverUrl,
    }),
    201,
    `registering ${serverUrl} (POST /api/servers)`,
  );
  const checked = expectStatus(
    await owner.post(`/api/servers/${server.id}/check`),
    200,
    'checking the server',
  );
  check(
    checked.healthStatus === 'healthy',
    `the backend cannot reach ${serverUrl}: ${JSON.stringify(checked)}`,
  );
  const token = expectStatus(
    await owner.post('/api/tokens', {
      name: 'compose drill gateway',
      scopes: ['inference'],
      expiresInDays: 7,
    }),
    201,
    'an inference token (POST /api/tokens)',
  ).token;
  note(`registered ${MODEL} at ${serverUrl} (health: ${checked.healthStatus}); an inference token`);

  const client = new OpenAI({
    baseURL: `${base}/api/v1`,
    apiKey: token,
    maxRetries: 0,
    timeout: 60_000,
  });
  const models = await client.models.list();
  check(
    models.data.some((model) => model.id === MODEL),
    `GET /api/v1/models: ${JSON.stringify(models.data)}`,
  );
  const answer = await client.chat.completions.create({
    model: MODEL,
    messages: question('Hello from the compose drill'),
  });
  check(
    answer.choices[0]?.message?.content?.includes('Hello from the compose drill') &&
      answer.usage?.completion_tokens > 0,
    `JSON completion: ${JSON.stringify(answer)}`,
  );
  note(`openai client: models [${models.data.map((m) => m.id).join(', ')}]; a JSON completion`);

  const stream = await client.chat.completions.create({
    model: MODEL,
    messages: question('Stream this'),
    stream: true,
    stream_options: { include_usage: true },
  });
  let chunks = 0;
  let streamedText = '';
  let streamUsage;
  for await (const chunk of stream) {
    chunks += 1;
    streamedText += chunk.choices[0]?.delta?.content ?? '';
    streamUsage = chunk.usage ?? streamUsage;
  }
  check(
    chunks > 3 && streamedText.includes('Stream this') && streamUsage?.total_tokens > 0,
    `streamed completion: ${chunks} chunks, "${streamedText}", usage ${JSON.stringify(streamUsage)}`,
  );
  const raw = await rawStream(base, token);
  note(
    `streams: the openai client read ${chunks} chunks; on the wire ${raw.events} SSE events ending in data: [DONE]`,
  );

  const expected = [answer.usage, streamUsage, raw.usage].reduce(
    (sum, usage) => ({
      promptTokens: sum.promptTokens + usage.prompt_tokens,
      completionTokens: sum.completionTokens + usage.completion_tokens,
    }),
    { promptTokens: before.promptTokens, completionTokens: before.completionTokens },
  );
  const after = await waitForUsage(owner, (totals) => totals.requests >= before.requests + 3);
  check(
    after.promptTokens === expected.promptTokens &&
      after.completionTokens === expected.completionTokens &&
      after.requests === before.requests + 3,
    `usage API: ${JSON.stringify(after)}, expected ${JSON.stringify(expected)} (+3 requests)`,
  );
  note(
    `usage API: +3 requests, ${after.promptTokens - before.promptTokens} prompt and ${after.completionTokens - before.completionTokens} completion tokens, as the answers reported`,
  );
  return `${MODEL} on ${SERVER_NAME}`;
}

/** A streamed completion read as bytes: SSE `data:` events, the last one `[DONE]`. */
async function rawStream(base, token) {
  const res = await fetch(`${base}/api/v1/chat/completions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      model: MODEL,
      messages: question('And once more'),
      stream: true,
      stream_options: { include_usage: true },
    }),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  check(
    res.status === 200 && res.headers.get('content-type')?.startsWith('text/event-stream'),
    `raw stream: ${res.status} ${res.headers.get('content-type')} ${text.slice(0, 300)}`,
  );
  check(
    text.endsWith('data: [DONE]\n\n'),
    `the stream does not end in [DONE]: ${text.slice(-300)}`,
  );
  const events = text.split('\n\n').filter((block) => block.startsWith('data: '));
  const usage = events
    .slice(0, -1)
    .map((block) => JSON.parse(block.slice('data: '.length)))
    .find((event) => event.usage)?.usage;
  check(usage, `the stream carried no usage chunk: ${text.slice(-500)}`);
  return { events: events.length, usage };
}

async function usageTotals(owner) {
  return expectStatus(
    await owner.get('/api/organizations/usage'),
    200,
    'GET /api/organizations/usage',
  ).totals;
}

/** Records reach the database in batches (every second): wait for them, up to 30 s. */
async function waitForUsage(owner, done) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const totals = await usageTotals(owner);
    if (done(totals) || Date.now() > deadline) return totals;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
