import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Server } from 'node:http';
import { expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { pdfWithPages } from './knowledge-documents';
import { HANDBOOK_PAGES, uploadAndProcess } from './knowledge-helpers';
import { ask } from './memory-helpers';
import { addMember, newOrganization, Organization } from './organizations-helpers';
import { closeServer, SseEvent, startMockServer } from './sse-helpers';

const HOTEL = 'How much is a hotel reimbursed per night?';
// Only the handbook knows the booking portal; the built-in knowledge base has nothing on it.
const PORTAL = 'Which portal do I book short flights through?';
const answer = (events: SseEvent[]) =>
  events
    .filter((e) => e.type === 'chunk')
    .map((e) => e.content)
    .join('');

async function orgWithHandbook(
  app: NestFastifyApplication,
): Promise<{ org: Organization; id: string }> {
  const org = await newOrganization(app);
  const pdf = await pdfWithPages(HANDBOOK_PAGES);
  const doc = await uploadAndProcess(org.owner.client, pdf, 'Handbook.pdf');
  expect(doc.status).toBe('ready');
  return { org, id: doc.id };
}

describe('Assistants answer from the organization’s documents (builtin engine)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({ THROTTLE_ENABLED: 'false' });
  });
  afterAll(() => app.close());

  it('answers a question only the handbook covers from it, citing the page', async () => {
    const { org, id } = await orgWithHandbook(app);
    const member = await addMember(app, org);
    const portal = await ask(member, PORTAL, { assistant: 'brain' });
    expect(portal[0]).toMatchObject({ sources: ['Handbook.pdf, p. 3'] });
    expect(answer(portal)).toContain('Zephyr portal');
    // The built-in base has a sample expense policy too; the organization's own handbook wins.
    const events = await ask(member, HOTEL, { assistant: 'docs' });
    expect(events[0]).toEqual({
      type: 'metadata',
      sources: ['Handbook.pdf, p. 3'],
      // The chat links this source to the document.
      sourceDocuments: [{ source: 'Handbook.pdf, p. 3', documentId: id }],
      confidence: 'high',
      answeredBy: 'Built-in engine: no AI server of yours is available',
    });
    expect(answer(events)).toContain('reimbursed up to 180 euros a night');
    expect(answer(events)).toContain('**Handbook.pdf, p. 3**');
    expect(events.at(-1)).toEqual({ type: 'complete' });

    // The built-in knowledge base still answers what it covers.
    const builtin = await ask(member, 'How do I back up and restore IronKeep?', {
      assistant: 'deploy',
      sessionId: 'another-chat',
    });
    expect(builtin[0]).toMatchObject({ sources: ['Backup and Restore Procedures'] });
    // IronKeep's own knowledge is no document of the organization: nothing to link.
    expect(builtin[0]).not.toHaveProperty('sourceDocuments');

    // After DELETE the document is never cited again.
    await org.owner.client.send('delete', `/api/knowledge/documents/${id}`).then(expectStatus(204));
    for (const question of [HOTEL, PORTAL]) {
      const after = await ask(member, question, { assistant: 'docs', sessionId: 'after-delete' });
      expect(JSON.stringify(after)).not.toContain('Handbook.pdf');
      expect(answer(after)).not.toMatch(/180 euros|Zephyr/);
    }
  });

  it('never answers another organization from a document it does not own', async () => {
    await orgWithHandbook(app);
    const stranger = (await newOrganization(app)).owner;
    const events = await ask(stranger, HOTEL, { assistant: 'docs' });
    expect(JSON.stringify(events)).not.toContain('Handbook.pdf');
    expect(answer(events)).not.toContain('180 euros');
  });
});

describe('Assistants answer from the organization’s documents (model provider)', () => {
  let app: NestFastifyApplication;
  let server: Server;
  let requests: { body: unknown }[];

  beforeAll(async () => {
    const mock = await startMockServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
      res.end(`${JSON.stringify({ message: { content: 'Up to 180 euros.' }, done: true })}\n`);
    });
    ({ server, requests } = mock);
    app = await createTestApp({
      THROTTLE_ENABLED: 'false',
      LLM_PROVIDER: 'ollama',
      LLM_BASE_URL: mock.url,
      LLM_MODEL: 'llama3.2',
    });
  });
  afterAll(async () => {
    await app.close();
    await closeServer(server);
  });

  it('sends the passages to the model as context and keeps the citation', async () => {
    const { org } = await orgWithHandbook(app);
    const events = await ask(org.owner, HOTEL, { assistant: 'docs' });
    expect(events[0]).toMatchObject({ sources: ['Handbook.pdf, p. 3'] });
    expect(answer(events)).toBe('Up to 180 euros.');
    const { messages } = requests.at(-1)!.body as { messages: { role: string; content: string }[] };
    expect(messages[0].role).toBe('system');
    expect(messages[0].content).toContain('Handbook.pdf — p. 3');
    expect(messages[0].content).toContain('reimbursed up to 180 euros a night');
  });
});
