import { MetricsService } from '../metrics/metrics.service';
import { AnswerEngineService, StreamEvent } from './answer-engine.service';
import { MemoryConversationStore } from './conversation/conversation-store';
import { PLAN_CATALOGUE_TITLE } from './engine/plan-catalogue-document';
import { SAMPLE_PLAN_CATALOGUE } from './engine/plan-catalogue.fixture';
import { KnowledgeBaseService } from './knowledge-base.service';
import { OrganizationKnowledge } from './organization-knowledge';
import { BUILTIN_ENGINE_LABEL, OrganizationModels } from './organization-models';
import { BuiltinProvider } from './providers/builtin-provider';
import { GenerationRequest, LlmProvider } from './providers/llm-provider';

const knowledge = new KnowledgeBaseService();
knowledge.usePlanCatalogue(SAMPLE_PLAN_CATALOGUE);

class FailingProvider extends LlmProvider {
  readonly name = 'failing';
  // eslint-disable-next-line require-yield
  async *generate(): AsyncIterable<string> {
    throw new Error('model server down');
  }
}

class RecordingProvider extends LlmProvider {
  readonly name = 'recording';
  requests: GenerationRequest[] = [];
  async *generate(request: GenerationRequest): AsyncIterable<string> {
    this.requests.push(request);
    yield 'ok';
  }
}

function engine(provider: LlmProvider = new BuiltinProvider(), models = new OrganizationModels()) {
  const metrics = { recordAiQuery: jest.fn() } as unknown as MetricsService;
  const store = new MemoryConversationStore();
  return {
    engine: new AnswerEngineService(
      knowledge,
      provider,
      store,
      metrics,
      new OrganizationKnowledge(),
      models,
    ),
    metrics,
  };
}

async function collect(events: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const out: StreamEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
}

const text = (events: StreamEvent[]) =>
  events.map((e) => (e.type === 'chunk' ? e.content : '')).join('');

describe('AnswerEngineService', () => {
  it('streams metadata, the grounded answer in chunks, then complete', async () => {
    const { engine: e, metrics } = engine();
    const events = await collect(
      e.answer('brain', 'How is IronKeep priced?', 's1', new AbortController().signal),
    );
    expect(events[0]).toMatchObject({
      type: 'metadata',
      sources: [PLAN_CATALOGUE_TITLE],
      confidence: 'high',
    });
    expect(events.filter((ev) => ev.type === 'chunk').length).toBeGreaterThan(1);
    expect(text(events)).toContain('Professional: $499 per month');
    expect(events.at(-1)).toEqual({ type: 'complete' });
    expect(metrics.recordAiQuery).toHaveBeenCalledWith('brain', expect.any(Number));
    expect(e.activeGenerations).toBe(0);
  });

  it('says plainly when the knowledge base does not cover a question', async () => {
    const { engine: e } = engine();
    const events = await collect(
      e.answer('docs', 'What is the best pizza recipe?', 's2', new AbortController().signal),
    );
    expect(events[0]).toEqual({ type: 'metadata', sources: [], confidence: 'low' });
    expect(text(events)).toContain("I couldn't find anything about that");
  });

  it('adds a code example only for assistants configured for code', async () => {
    const { engine: e } = engine();
    const signal = new AbortController().signal;
    const dev = await collect(e.answer('developer', 'API authentication methods', 's3', signal));
    expect(dev[0]).toMatchObject({ codeExample: expect.stringMatching(/\S/) });
    expect((dev[0] as { codeExample: string }).codeExample).not.toContain('```');
    const compliance = await collect(
      e.answer('compliance', 'HIPAA data encryption requirements', 's3', signal),
    );
    expect(compliance[0]).not.toHaveProperty('codeExample');
  });

  it('lets a follow-up in the same session see the earlier turns', async () => {
    const provider = new RecordingProvider();
    const { engine: e } = engine(provider);
    const signal = new AbortController().signal;
    await collect(e.answer('deploy', 'How do I back up and restore IronKeep?', 'f1', signal));
    const followUp = await collect(e.answer('deploy', 'Tell me more about that', 'f1', signal));
    expect(provider.requests[1].history.map((t) => t.content)).toEqual([
      'How do I back up and restore IronKeep?',
      'ok',
    ]);
    expect(followUp[0]).toMatchObject({
      sources: expect.arrayContaining(['Backup and Restore Procedures']),
    });
    const otherSession = await collect(e.answer('deploy', 'Tell me more about that', 'f2', signal));
    expect(otherSession[0]).toMatchObject({ confidence: 'low' });
  });

  it('judges an unrelated new question on its own, not by the previous topic', async () => {
    const { engine: e } = engine();
    const signal = new AbortController().signal;
    await collect(e.answer('brain', 'How is IronKeep priced?', 'u1', signal));
    const next = await collect(e.answer('brain', 'Who won the football world cup?', 'u1', signal));
    expect(next[0]).toEqual({ type: 'metadata', sources: [], confidence: 'low' });
  });

  it('falls back to the extractive answer when the model fails before writing', async () => {
    const { engine: e } = engine(new FailingProvider());
    const events = await collect(
      e.answer('brain', 'How is IronKeep priced?', 's4', new AbortController().signal),
    );
    expect(text(events)).toContain('Professional: $499 per month');
    expect(events.at(-1)).toEqual({ type: 'complete' });
  });

  it('stops generating and records nothing once the signal aborts', async () => {
    const { engine: e, metrics } = engine();
    const controller = new AbortController();
    const events: StreamEvent[] = [];
    for await (const ev of e.answer('brain', 'How is IronKeep priced?', 's5', controller.signal)) {
      events.push(ev);
      if (ev.type === 'chunk') controller.abort();
    }
    expect(events.filter((ev) => ev.type === 'chunk')).toHaveLength(1);
    expect(events.some((ev) => ev.type === 'complete')).toBe(false);
    expect(metrics.recordAiQuery).not.toHaveBeenCalled();
    expect(e.activeGenerations).toBe(0);
  });

  describe("a member's answer on the organization's servers", () => {
    const member = { organizationId: 'org-1', userId: 'user-1' };

    async function collect(
      models: OrganizationModels,
      provider: LlmProvider = new BuiltinProvider(),
    ) {
      const { engine: e } = engine(provider, models);
      const events = [];
      const memory = e.sessionMemory('m');
      for await (const event of e.answerWith(
        'deploy',
        'How do I back up?',
        memory,
        new AbortController().signal,
        member,
      ))
        events.push(event);
      return events;
    }

    it('generates on the organization’s server and names it in the metadata', async () => {
      const models = new OrganizationModels();
      const asked: unknown[] = [];
      models.register(async (organizationId, userId, messages) => {
        asked.push({ organizationId, userId, roles: messages.map((m) => m.role) });
        return {
          label: 'llama3.1:8b on GPU box 1',
          pieces: (async function* () {
            yield 'From ';
            yield 'the GPU box.';
          })(),
        };
      });
      const events = await collect(models);
      expect(events[0]).toMatchObject({ type: 'metadata', answeredBy: 'llama3.1:8b on GPU box 1' });
      expect((events[0] as { sources: string[] }).sources.length).toBeGreaterThan(0);
      expect(
        events
          .filter((e) => e.type === 'chunk')
          .map((e) => (e as { content: string }).content)
          .join(''),
      ).toBe('From the GPU box.');
      expect(events.at(-1)).toEqual({ type: 'complete' });
      expect(asked).toEqual([
        { organizationId: 'org-1', userId: 'user-1', roles: ['system', 'user'] },
      ]);
    });

    it('ends with reconnect, not complete, when the server fails mid-answer', async () => {
      const models = new OrganizationModels();
      models.register(async () => ({
        label: 'llama3.1:8b on GPU box 1',
        pieces: (async function* () {
          yield 'From ';
          throw new Error('The AI server sent nothing for 30 s');
        })(),
      }));
      const events = await collect(models);
      expect(events.slice(1)).toEqual([{ type: 'chunk', content: 'From ' }, { type: 'reconnect' }]);
    });

    it('falls back to the built-in engine, and says so, when no server can answer', async () => {
      const models = new OrganizationModels();
      models.register(async () => null);
      const events = await collect(models);
      expect(events[0]).toMatchObject({ type: 'metadata', answeredBy: BUILTIN_ENGINE_LABEL });
      const text = events
        .filter((e) => e.type === 'chunk')
        .map((e) => (e as { content: string }).content)
        .join('');
      expect(text.length).toBeGreaterThan(20);
    });

    it('uses the install’s configured provider instead when there is one, and names it', async () => {
      const models = new OrganizationModels();
      models.register(async () => null);
      const events = await collect(models, new RecordingProvider());
      expect(events[0]).toMatchObject({
        answeredBy: "This install's recording model: no AI server of yours is available",
      });
      expect(events.filter((e) => e.type === 'chunk')).toEqual([{ type: 'chunk', content: 'ok' }]);
    });
  });
});
