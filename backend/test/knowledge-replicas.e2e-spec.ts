import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { pdfWithPages } from './knowledge-documents';
import { HANDBOOK_PAGES, processed, search, uploadDocument } from './knowledge-helpers';
import { ask } from './memory-helpers';
import { addMember, newOrganization } from './organizations-helpers';

const PORTAL = 'Which portal do I book short flights through?';

/**
 * Two backend instances on one database (PostgreSQL in the PostgreSQL run, one SQLite file
 * otherwise), as replicas behind a load balancer: a document uploaded through one is answered
 * through the other, and deleted through the other it is gone from both.
 */
describe('Knowledge across replicas', () => {
  const env = {
    THROTTLE_ENABLED: 'false',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ironkeep-knowledge-replicas-')),
  };
  let first: NestFastifyApplication;
  let second: NestFastifyApplication;

  beforeAll(async () => {
    first = await createTestApp(env);
    second = await createTestApp(env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  /** The same account signed in through another replica (the session lives in the database). */
  async function through(app: NestFastifyApplication, username: string): Promise<ApiClient> {
    const client = new ApiClient(app);
    await client.login(username).then(expectStatus(200));
    return client;
  }

  it('answers through one replica from a document uploaded through the other, until deleted', async () => {
    const org = await newOrganization(first);
    const member = await addMember(first, org);
    const res = await uploadDocument(
      org.owner.client,
      await pdfWithPages(HANDBOOK_PAGES),
      'Handbook.pdf',
    ).then(expectStatus(201));
    const id = res.body.document.id as string;

    const memberOnSecond = { ...member, client: await through(second, member.username) };
    expect(await processed(memberOnSecond.client, id)).toMatchObject({ status: 'ready' });
    const events = await ask(memberOnSecond, PORTAL, { assistant: 'docs' });
    expect(events[0]).toMatchObject({ sources: ['Handbook.pdf, p. 3'] });
    expect((await search(memberOnSecond.client, 'Zephyr portal'))[0].location).toBe('p. 3');

    const ownerOnSecond = await through(second, org.owner.username);
    await ownerOnSecond.send('delete', `/api/knowledge/documents/${id}`).then(expectStatus(204));
    expect(await search(member.client, 'Zephyr portal')).toEqual([]);
    const after = await ask(member, PORTAL, { assistant: 'docs', sessionId: 'later' });
    expect(JSON.stringify(after)).not.toContain('Handbook.pdf');
  });

  it('processes each document exactly once, whichever replica claims it', async () => {
    const org = await newOrganization(second);
    const uploads = await Promise.all(
      ['a', 'b', 'c', 'd'].map(async (name) =>
        uploadDocument(
          org.owner.client,
          Buffer.from(`# Topic ${name}\n\nNotes on ${name}.`),
          `${name}.md`,
        ),
      ),
    );
    for (const res of uploads) {
      const doc = await processed(org.owner.client, res.body.document.id);
      expect(doc).toMatchObject({ status: 'ready', chunks: 1 });
      // Processed twice would mean two sets of chunks for one document.
      const rows = await first
        .get(DataSource)
        .query(`SELECT seq FROM knowledge_chunks WHERE document_id = '${doc.id}'`);
      expect(rows).toHaveLength(1);
    }
    const list = await org.owner.client.agent.get('/api/knowledge/documents').expect(200);
    expect(list.body.documents.map((d: { status: string }) => d.status)).toEqual(
      Array(4).fill('ready'),
    );
  });
});
