import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { KnowledgeCipher } from '../src/modules/knowledge/knowledge-cipher';
import { createKnowledgeStore } from '../src/modules/knowledge/search/create-knowledge-store';
import { KnowledgeSearchService } from '../src/modules/knowledge/search/knowledge-search.service';
import { createTestApp } from './app.factory';
import { pdfWithPages } from './knowledge-documents';
import { uploadAndProcess } from './knowledge-helpers';
import { newOrganization, Organization } from './organizations-helpers';

// "policy" is on every page, "travel" and "meals" on three each (never together), "zephyr" on
// one: with the common-term rule's threshold at two chunks, the first three are common and
// "zephyr" is rare.
const PAGES = [
  ['Page one', 'policy travel budget'],
  ['Page two', 'policy travel receipts'],
  ['Page three', 'policy travel hotels'],
  ['Page four', 'policy zephyr portal'],
  ['Page five', 'policy meals'],
  ['Page six', 'policy meals taxis'],
  ['Page seven', 'policy meals parking'],
];

describe('Knowledge search: the common-term rule', () => {
  let app: NestFastifyApplication;
  let org: Organization;
  let search: KnowledgeSearchService;

  beforeAll(async () => {
    app = await createTestApp({ THROTTLE_ENABLED: 'false' });
    org = await newOrganization(app);
    const ready = await uploadAndProcess(org.owner.client, await pdfWithPages(PAGES), 'Rules.pdf');
    expect(ready).toMatchObject({ status: 'ready', chunks: 7 });
    const store = createKnowledgeStore(app.get(DataSource), 2);
    search = new KnowledgeSearchService(store, app.get(KnowledgeCipher));
  });
  afterAll(() => app.close());

  it('ranks only on the rare terms when the question has a common one too', async () => {
    const { passages } = await search.search(org.id, 'policy zephyr');
    expect(passages.map((p) => p.location)).toEqual(['p. 4']);
    expect(passages[0]).toMatchObject({ matchedTerms: 2, score: 1 });
  });

  it('takes the chunks holding every term when all terms are common', async () => {
    const { passages } = await search.search(org.id, 'travel policy');
    expect(passages.map((p) => p.location).sort()).toEqual(['p. 1', 'p. 2', 'p. 3']);
    expect(passages.every((p) => p.matchedTerms === 2)).toBe(true);
  });

  it('takes the chunks holding most of the terms when no chunk holds them all', async () => {
    const { passages } = await search.search(org.id, 'policy travel meals');
    expect(passages.map((p) => p.location).sort()).toEqual([
      'p. 1',
      'p. 2',
      'p. 3',
      'p. 5',
      'p. 6',
      'p. 7',
    ]);
    expect(passages.every((p) => p.matchedTerms === 2)).toBe(true);
    const either = await search.search(org.id, 'travel meals');
    expect(either.passages).toHaveLength(6);
  });

  it('leaves out terms no chunk holds', async () => {
    const { passages } = await search.search(org.id, 'quokka zephyr');
    expect(passages.map((p) => p.location)).toEqual(['p. 4']);
    expect((await search.search(org.id, 'quokka')).passages).toEqual([]);
  });
});
