import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { sql } from './audit-helpers';
import { answerWords, InferenceServer, startInferenceServer } from './fake-inference-servers';
import { organizationWithServers } from './gateway-helpers';
import { addMember, newOrganization } from './organizations-helpers';
import { parseSse } from './sse-helpers';

const HOUR = 3_600_000;
const question = { query: 'How do I back up and restore IronKeep?', sessionId: 'gw-assist-1' };

/** The signed-in assistants generate on the organization's servers (issue 32 item 4, backend). */
describe('Assistants on the organization’s AI servers', () => {
  let app: NestFastifyApplication;
  let gpu: InferenceServer;
  let other: InferenceServer;

  beforeAll(async () => {
    [gpu, other] = await Promise.all([
      startInferenceServer({ name: 'gpu', model: 'llama3.1:8b' }),
      startInferenceServer({ name: 'other', model: 'qwen2.5:7b' }),
    ]);
    app = await createTestApp({
      THROTTLE_ENABLED: 'false',
      SERVER_HEALTH_INTERVAL_MS: String(HOUR),
    });
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([gpu.stop(), other.stop()]);
  });

  it('answers a member from the default model’s server, cited, and names what answered', async () => {
    const org = await organizationWithServers(app, [
      { fake: gpu, model: 'llama3.1:8b', name: 'GPU box 1' },
      { fake: other, model: 'qwen2.5:7b', name: 'Spare' },
    ]);
    const member = await addMember(app, org);
    // Unset, the first active server's model answers: only GPU box 1 has passed a check yet.
    await org.owner.client.post(`/api/servers/${org.serverIds[0]}/check`).then(expectStatus(200));
    const settings = await member.client.agent.get('/api/organizations/ai-settings').expect(200);
    expect(settings.body).toEqual({
      defaultChatModel: null,
      effectiveModel: 'llama3.1:8b',
      availableModels: ['llama3.1:8b', 'qwen2.5:7b'],
    });

    const res = await member.client
      .post('/api/assistants/deploy/stream', question)
      .then(expectStatus(200));
    const { events } = parseSse(res.text);
    expect(events[0]).toMatchObject({ type: 'metadata', answeredBy: 'llama3.1:8b on GPU box 1' });
    expect((events[0].sources as string[]).length).toBeGreaterThan(0);
    const text = events
      .filter((e) => e.type === 'chunk')
      .map((e) => e.content)
      .join('');
    expect(text).toBe(answerWords('gpu', 5).join(''));
    expect(events.at(-1)).toEqual({ type: 'complete' });
    // Grounded: the passages went to the model in the system prompt.
    const sent = gpu.calls.at(-1)!.body as { messages: { role: string; content: string }[] };
    expect(sent.messages[0].role).toBe('system');
    expect(sent.messages[0].content).toMatch(/Passages:\n\[1\]/);

    // The owner picks the other model (audited); members may not.
    await member.client
      .send('put', '/api/organizations/ai-settings', { defaultChatModel: 'qwen2.5:7b' })
      .then(expectStatus(403));
    const refused = await org.owner.client
      .send('put', '/api/organizations/ai-settings', { defaultChatModel: 'gpt-9' })
      .then(expectStatus(400));
    expect(refused.body.code).toBe('MODEL_NOT_AVAILABLE');
    await org.owner.client
      .send('put', '/api/organizations/ai-settings', { defaultChatModel: 'qwen2.5:7b' })
      .then(expectStatus(200));
    const [entry] = await sql(
      app,
      "SELECT details FROM audit_entries WHERE organization_id = ? AND action = 'default_model_changed'",
      [org.id],
    );
    const details = typeof entry.details === 'string' ? JSON.parse(entry.details) : entry.details;
    expect(details).toEqual({ from: null, to: 'qwen2.5:7b' });
    const again = parseSse(
      (
        await member.client.post('/api/assistants/deploy/stream', {
          ...question,
          sessionId: 'gw-assist-2',
        })
      ).text,
    );
    expect(again.events[0]).toMatchObject({ answeredBy: 'qwen2.5:7b on Spare' });
  });

  it('falls back to the built-in engine and says so when no server of theirs can answer', async () => {
    const org = await newOrganization(app, 'professional');
    const member = await addMember(app, org);
    const res = await member.client
      .post('/api/assistants/deploy/stream', question)
      .then(expectStatus(200));
    const { events } = parseSse(res.text);
    expect(events[0]).toMatchObject({
      type: 'metadata',
      answeredBy: 'Built-in engine: no AI server of yours is available',
    });
    expect(events.filter((e) => e.type === 'chunk').length).toBeGreaterThan(0);
    expect(events.at(-1)).toEqual({ type: 'complete' });

    // A server that is down: the same fallback, named the same way.
    const down = await organizationWithServers(app, [
      { fake: gpu, model: 'llama3.1:8b', name: 'GPU box 1' },
    ]);
    await down.owner.client
      .send('put', '/api/organizations/ai-settings', { defaultChatModel: 'llama3.1:8b' })
      .then(expectStatus(200));
    gpu.failure = 'error-500';
    try {
      const fallback = parseSse(
        (await down.owner.client.post('/api/assistants/deploy/stream', question)).text,
      );
      expect(fallback.events[0]).toMatchObject({
        answeredBy: 'Built-in engine: no AI server of yours is available',
      });
      expect(fallback.events.at(-1)).toEqual({ type: 'complete' });
    } finally {
      gpu.failure = 'none';
    }
  });
});
