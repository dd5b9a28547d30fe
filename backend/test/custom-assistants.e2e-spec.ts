import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { addMember, newOrganization, Organization } from './organizations-helpers';

const BASE = '/api/organizations/assistants';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function promote(org: Organization, memberId: string) {
  await org.owner.client
    .send('put', `/api/organizations/members/${memberId}/role`, { role: 'admin' })
    .then(expectStatus(200));
}

async function newTeam(org: Organization, name: string, memberIds: string[] = []) {
  const team = (
    await org.owner.client.post('/api/organizations/teams', { name }).then(expectStatus(201))
  ).body;
  for (const id of memberIds) {
    await org.owner.client
      .send('put', `/api/organizations/teams/${team.id}/members/${id}`)
      .then(expectStatus(200));
  }
  return team as { id: string };
}

/** Custom assistants of an organization (issue 42 item 4): the REST API. */
describe('Custom assistants', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => (app = await createTestApp({ THROTTLE_ENABLED: 'false' })));
  afterAll(() => app.close());

  it('an admin creates, reads, changes and deletes an assistant; each change audited', async () => {
    const org = await newOrganization(app);
    const admin = await addMember(app, org);
    await promote(org, admin.id);

    const created = await admin.client
      .post(BASE, {
        slug: 'hr-helper',
        name: '  HR helper ',
        description: 'Answers about leave and benefits',
        icon: 'book-open',
        color: '#4F46E5',
        instructions: 'You answer questions about HR policies.',
        starters: [' How many days of leave? '],
      })
      .then(expectStatus(201));
    const assistant = created.body.assistant;
    expect(assistant).toEqual({
      id: expect.any(String),
      slug: 'hr-helper',
      name: 'HR helper',
      description: 'Answers about leave and benefits',
      icon: 'book-open',
      color: '#4f46e5',
      instructions: 'You answer questions about HR policies.',
      model: null,
      knowledge: { scope: 'all', documentIds: [] },
      starters: ['How many days of leave?'],
      access: 'everyone',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const read = await admin.client.agent.get(`${BASE}/${assistant.id}`).expect(200);
    expect(read.body).toEqual({ assistant });

    const changed = await admin.client
      .send('patch', `${BASE}/${assistant.id}`, {
        name: 'People helper',
        model: 'llama3.1:8b',
        knowledge: { scope: 'none' },
      })
      .then(expectStatus(200));
    expect(changed.body.assistant).toMatchObject({
      slug: 'hr-helper',
      name: 'People helper',
      model: 'llama3.1:8b',
      knowledge: { scope: 'none', documentIds: [] },
    });
    const reset = await admin.client
      .send('patch', `${BASE}/${assistant.id}`, { model: null })
      .then(expectStatus(200));
    expect(reset.body.assistant.model).toBeNull();

    const list = await admin.client.agent.get(BASE).expect(200);
    expect(list.body.assistants.map((a: { slug: string }) => a.slug)).toEqual(['hr-helper']);

    await admin.client
      .send('delete', `${BASE}/${assistant.id}`)
      .then(expectStatus(200, { success: true, message: 'Assistant deleted' }));
    await admin.client.agent.get(`${BASE}/${assistant.id}`).expect(404);
    await admin.client.send('delete', `${BASE}/${assistant.id}`).then(expectStatus(404));
    await admin.client.agent.get(`${BASE}/not-a-uuid`).expect(404);

    const audit = await org.owner.client.agent
      .get('/api/organizations/audit?limit=100')
      .expect(200);
    const entries = (audit.body.data as { action: string; target: { id: string } }[])
      .filter((e) => e.action.startsWith('custom_assistant_'))
      .reverse();
    expect(entries.map((e) => e.action)).toEqual([
      'custom_assistant_created',
      'custom_assistant_updated',
      'custom_assistant_updated',
      'custom_assistant_deleted',
    ]);
    expect(entries.every((e) => e.target.id === assistant.id)).toBe(true);
  });

  it('says what is wrong with a field, refuses reserved and taken slugs', async () => {
    const org = await newOrganization(app);
    const owner = org.owner.client;
    const invalid = await owner
      .post(BASE, {
        slug: 'Not OK!',
        name: '',
        icon: 'rocket',
        color: 'blue',
        instructions: 'x'.repeat(8001),
        starters: ['1', '2', '3', '4', '5', '6', '7'],
        knowledge: { scope: 'documents', documentIds: [] },
        access: { teams: [] },
      })
      .then(expectStatus(400));
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
    expect(invalid.body.message).toEqual(
      expect.arrayContaining([
        'Slug may hold lower-case letters, digits and hyphens, and must start and end with a letter or digit',
        'Name is required',
        'Icon must be one of sparkles, book-open, shield, code, stethoscope, scale, chart, message-square',
        'Color must be a hex color such as #4f46e5',
        'Instructions must be at most 8,000 characters',
        'At most 6 starter questions',
        'Choose at least one document',
        'Choose at least one team, or give access to everyone',
      ]),
    );
    const stray = await owner
      .post(BASE, { slug: 'a', name: 'A', knowledge: { scope: 'all', documentIds: [UNKNOWN_ID] } })
      .then(expectStatus(400));
    expect(stray.body.message).toEqual(["Choose documents only with the 'documents' scope"]);

    const reserved = await owner.post(BASE, { slug: 'chat', name: 'Chat' }).then(expectStatus(400));
    expect(reserved.body.message).toEqual([
      'This slug is reserved for a built-in assistant (brain, deploy, compliance, docs, developer, chat)',
    ]);
    const unknownDoc = await owner
      .post(BASE, {
        slug: 'docs-bot',
        name: 'Docs bot',
        knowledge: { scope: 'documents', documentIds: [UNKNOWN_ID] },
      })
      .then(expectStatus(400));
    expect(unknownDoc.body.code).toBe('DOCUMENT_NOT_FOUND');
    const unknownTeam = await owner
      .post(BASE, { slug: 'team-bot', name: 'Team bot', access: { teams: [UNKNOWN_ID] } })
      .then(expectStatus(400));
    expect(unknownTeam.body.code).toBe('TEAM_NOT_FOUND');

    const first = (await owner.post(BASE, { slug: 'legal', name: 'Legal' }).then(expectStatus(201)))
      .body.assistant;
    const taken = await owner.post(BASE, { slug: 'legal', name: 'Other' }).then(expectStatus(409));
    expect(taken.body).toMatchObject({
      code: 'ASSISTANT_SLUG_TAKEN',
      message: 'An assistant with this slug already exists',
    });
    const other = (await owner.post(BASE, { slug: 'legal-2', name: 'L2' }).then(expectStatus(201)))
      .body.assistant;
    await owner.send('patch', `${BASE}/${other.id}`, { slug: 'legal' }).then(expectStatus(409));
    await owner.send('patch', `${BASE}/${first.id}`, { name: null }).then(expectStatus(400));

    // Another organization may use the same slug, and cannot see this one.
    const globex = await newOrganization(app);
    await globex.owner.client.post(BASE, { slug: 'legal', name: 'Legal' }).then(expectStatus(201));
    await globex.owner.client.agent.get(`${BASE}/${first.id}`).expect(404);
    await globex.owner.client
      .send('patch', `${BASE}/${first.id}`, { name: 'Mine' })
      .then(expectStatus(404));
  });

  it('members see only what they may use and cannot manage; admins see all', async () => {
    const org = await newOrganization(app);
    const inTeam = await addMember(app, org);
    const outside = await addMember(app, org);
    const team = await newTeam(org, 'Radiology', [inTeam.id]);
    const owner = org.owner.client;
    await owner.post(BASE, { slug: 'everyone-bot', name: 'B everyone' }).then(expectStatus(201));
    const scoped = (
      await owner
        .post(BASE, { slug: 'radiology-bot', name: 'A radiology', access: { teams: [team.id] } })
        .then(expectStatus(201))
    ).body.assistant;
    expect(scoped.access).toEqual({ teams: [team.id] });

    const slugs = async (client: typeof owner) =>
      (await client.agent.get(BASE).expect(200)).body.assistants.map(
        (a: { slug: string }) => a.slug,
      );
    expect(await slugs(owner)).toEqual(['radiology-bot', 'everyone-bot']);
    expect(await slugs(inTeam.client)).toEqual(['radiology-bot', 'everyone-bot']);
    expect(await slugs(outside.client)).toEqual(['everyone-bot']);
    await inTeam.client.agent.get(`${BASE}/${scoped.id}`).expect(200);
    const hidden = await outside.client.agent.get(`${BASE}/${scoped.id}`).expect(404);
    expect(hidden.body.code).toBe('ASSISTANT_NOT_FOUND');

    const refused = await inTeam.client
      .post(BASE, { slug: 'mine', name: 'Mine' })
      .then(expectStatus(403));
    expect(refused.body.code).toBe('NOT_ORGANIZATION_ADMIN');
    await inTeam.client
      .send('patch', `${BASE}/${scoped.id}`, { name: 'Mine' })
      .then(expectStatus(403));
    await inTeam.client.send('delete', `${BASE}/${scoped.id}`).then(expectStatus(403));

    // Unsafe calls need the CSRF token, and a signed-out caller gets nothing.
    await owner.agent.post(BASE).send({ slug: 'x', name: 'X' }).expect(403);
    await new ApiClient(app).agent.get(BASE).expect(401);

    // Opening it to everyone shows it to the member outside the team.
    await owner
      .send('patch', `${BASE}/${scoped.id}`, { access: 'everyone' })
      .then(expectStatus(200));
    expect(await slugs(outside.client)).toEqual(['radiology-bot', 'everyone-bot']);
  });
});
