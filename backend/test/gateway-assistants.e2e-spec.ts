import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { sql } from './audit-helpers';
import { answerWords, InferenceServer, startInferenceServer } from './fake-inference-servers';
import { organizationWithServers } from './gateway-helpers';
import { addMember, newOrganization } from './organizations-helpers';
import { eventually, parseSse } from './sse-helpers';

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
      // Short, so the stalled server below is given up on quickly (the default is 30 s).
      GATEWAY_IDLE_TIMEOUT_MS: '1000',
      GATEWAY_COOLDOWN_MS: '600000',
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

  it('with no matching passage, the model answers from its own knowledge and says nothing matched', async () => {
    const org = await organizationWithServers(app, [
      { fake: gpu, model: 'llama3.1:8b', name: 'GPU box 1' },
    ]);
    await org.owner.client
      .send('put', '/api/organizations/ai-settings', { defaultChatModel: 'llama3.1:8b' })
      .then(expectStatus(200));
    const res = await org.owner.client
      .post('/api/assistants/brain/stream', {
        query: 'Write me a bash script that prints the weather forecast for Lisbon',
        sessionId: 'gw-assist-general',
      })
      .then(expectStatus(200));
    const { events } = parseSse(res.text);
    // A general answer, not a failure: flagged so the chat shows no low-confidence warning.
    expect(events[0]).toMatchObject({ type: 'metadata', sources: [], general: true });
    const text = events
      .filter((e) => e.type === 'chunk')
      .map((e) => e.content)
      .join('');
    expect(text).toBe(
      "I found nothing about this in your organization's documents, so this answer comes from the model's general knowledge.\n\n" +
        answerWords('gpu', 5).join(''),
    );
    expect(events.at(-1)).toEqual({ type: 'complete' });
    // The model was not told to refuse.
    const sent = gpu.calls.at(-1)!.body as { messages: { role: string; content: string }[] };
    expect(sent.messages[0].content).toMatch(/from your own general knowledge/);
    expect(sent.messages[0].content).not.toMatch(/only the passages|do not guess|Passages:/);
    expect(sent.messages.at(-1)).toEqual({
      role: 'user',
      content: 'Write me a bash script that prints the weather forecast for Lisbon',
    });
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

  it('ends a member’s stream when the server stalls mid-answer, and the chat’s retry goes elsewhere', async () => {
    const stalling = await startInferenceServer({ name: 'stall', model: 'llama3.1:8b' });
    try {
      const org = await organizationWithServers(app, [
        { fake: stalling, model: 'llama3.1:8b', name: 'Stalling box' },
      ]);
      const member = await addMember(app, org);
      await org.owner.client.post(`/api/servers/${org.serverIds[0]}/check`).then(expectStatus(200));
      stalling.failure = 'stall-mid-stream';

      // Without the idle timeout this request never ends (the heartbeat keeps it open).
      const res = await member.client
        .post('/api/assistants/deploy/stream', { ...question, sessionId: 'gw-stall-1' })
        .then(expectStatus(200));
      const { events } = parseSse(res.text);
      expect(events[0]).toMatchObject({
        type: 'metadata',
        answeredBy: 'llama3.1:8b on Stalling box',
      });
      const chunks = events.filter((e) => e.type === 'chunk').map((e) => e.content);
      expect(chunks).toEqual(answerWords('stall', 2));
      // The event on which the chat drops the partial answer and asks once more.
      expect(events.at(-1)).toEqual({ type: 'reconnect' });
      expect(events.some((e) => e.type === 'complete')).toBe(false);
      // The upstream request was given up (the GPU is freed).
      await eventually(() => stalling.calls.at(-1)!.abortedEarly);

      // The chat's second ask: the stalled server is cooling down, so the built-in engine answers.
      const again = parseSse(
        (
          await member.client
            .post('/api/assistants/deploy/stream', { ...question, sessionId: 'gw-stall-1' })
            .then(expectStatus(200))
        ).text,
      );
      expect(again.events[0]).toMatchObject({
        answeredBy: 'Built-in engine: no AI server of yours is available',
      });
      expect(again.events.at(-1)).toEqual({ type: 'complete' });
    } finally {
      await stalling.stop();
    }
  });
});
