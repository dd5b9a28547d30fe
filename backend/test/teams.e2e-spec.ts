import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { addMember, newOrganization } from './organizations-helpers';

interface AuditRow {
  action: string;
  target: { type: string; id: string | null } | null;
  details: Record<string, unknown>;
}

describe('Teams of an organisation', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => (app = await createTestApp({ THROTTLE_ENABLED: 'false' })));
  afterAll(() => app.close());

  it('an admin creates, renames, fills and deletes a team; members read it; each change audited', async () => {
    const org = await newOrganization(app);
    const admin = await addMember(app, org);
    const member = await addMember(app, org);
    await org.owner.client
      .send('put', `/api/organizations/members/${admin.id}/role`, { role: 'admin' })
      .then(expectStatus(200));

    const created = await admin.client
      .post('/api/organizations/teams', { name: '  Radiology ', idpGroup: 'radiology' })
      .then(expectStatus(201));
    const team = created.body;
    expect(team).toEqual({
      id: expect.any(String),
      name: 'Radiology',
      idpGroup: 'radiology',
      createdAt: expect.any(String),
      members: [],
    });
    const taken = await admin.client
      .post('/api/organizations/teams', { name: 'radiology' })
      .then(expectStatus(409));
    expect(taken.body.code).toBe('TEAM_NAME_TAKEN');

    const put = () =>
      admin.client.send('put', `/api/organizations/teams/${team.id}/members/${member.id}`);
    expect((await put().then(expectStatus(200))).body.members).toEqual([
      { id: member.id, username: member.username },
    ]);
    await put().then(expectStatus(200)); // idempotent: one member, one audit entry

    const renamed = await admin.client
      .send('patch', `/api/organizations/teams/${team.id}`, { name: 'Imaging', idpGroup: null })
      .then(expectStatus(200));
    expect(renamed.body).toMatchObject({ name: 'Imaging', idpGroup: null });

    const seen = await member.client.agent.get('/api/organizations/teams').expect(200);
    expect(seen.body.map((t: { name: string }) => t.name)).toEqual(['Imaging']);
    await member.client.agent.get(`/api/organizations/teams/${team.id}`).expect(200);
    const refused = await member.client
      .post('/api/organizations/teams', { name: 'Mine' })
      .then(expectStatus(403));
    expect(refused.body.code).toBe('NOT_ORGANIZATION_ADMIN');

    const removed = await admin.client
      .send('delete', `/api/organizations/teams/${team.id}/members/${member.id}`)
      .then(expectStatus(200));
    expect(removed.body.members).toEqual([]);
    await admin.client
      .send('delete', `/api/organizations/teams/${team.id}`)
      .then(expectStatus(200));
    await admin.client.agent.get(`/api/organizations/teams/${team.id}`).expect(404);

    const audit = await org.owner.client.agent
      .get('/api/organizations/audit?limit=100')
      .expect(200);
    const teamEntries = (audit.body.data as AuditRow[])
      .filter((e) => e.action.startsWith('team_'))
      .map((e) => e.action)
      .reverse();
    expect(teamEntries).toEqual([
      'team_created',
      'team_member_added',
      'team_updated',
      'team_member_removed',
      'team_deleted',
    ]);
  });

  it('keeps teams inside their organisation: 404 for another one, members only from it', async () => {
    const acme = await newOrganization(app);
    const globex = await newOrganization(app);
    const outsider = await addMember(app, globex);
    const team = (
      await acme.owner.client
        .post('/api/organizations/teams', { name: 'Ops' })
        .then(expectStatus(201))
    ).body;
    await globex.owner.client.agent.get(`/api/organizations/teams/${team.id}`).expect(404);
    await globex.owner.client
      .send('patch', `/api/organizations/teams/${team.id}`, { name: 'Mine' })
      .then(expectStatus(404));
    const res = await acme.owner.client
      .send('put', `/api/organizations/teams/${team.id}/members/${outsider.id}`)
      .then(expectStatus(404));
    expect(res.body.code).toBe('MEMBER_NOT_FOUND');
    await acme.owner.client.agent.get('/api/organizations/teams/not-a-uuid').expect(404);
    await acme.owner.client.post('/api/organizations/teams', { name: '' }).then(expectStatus(400));
  });

  it('a member who leaves the organisation leaves its teams', async () => {
    const org = await newOrganization(app);
    const member = await addMember(app, org);
    const team = (
      await org.owner.client
        .post('/api/organizations/teams', { name: 'Night shift' })
        .then(expectStatus(201))
    ).body;
    await org.owner.client
      .send('put', `/api/organizations/teams/${team.id}/members/${member.id}`)
      .then(expectStatus(200));
    await member.client.post('/api/organizations/leave', {}).then(expectStatus(200));
    const after = await org.owner.client.agent
      .get(`/api/organizations/teams/${team.id}`)
      .expect(200);
    expect(after.body.members).toEqual([]);
  });
});
