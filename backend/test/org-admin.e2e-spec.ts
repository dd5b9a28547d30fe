import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { addMember, newOrganization } from './organizations-helpers';

interface AuditRow {
  action: string;
  target: { type: string; id: string | null } | null;
  details: Record<string, unknown>;
}

describe('Organisation admins: everything but billing, promoted and demoted by the owner', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => (app = await createTestApp({ THROTTLE_ENABLED: 'false' })));
  afterAll(() => app.close());

  it('the owner promotes a member to admin and demotes them, each change in the audit trail', async () => {
    const org = await newOrganization(app);
    const member = await addMember(app, org);
    const promoted = await org.owner.client
      .send('put', `/api/organizations/members/${member.id}/role`, { role: 'admin' })
      .then(expectStatus(200));
    expect(promoted.body).toEqual({ id: member.id, username: member.username, role: 'admin' });

    const me = await member.client.agent.get('/api/auth/me').expect(200);
    expect(me.body.user.organizationRole).toBe('admin');
    const list = await member.client.agent.get('/api/organizations/members').expect(200);
    expect(list.body.data.map((m: { role: string }) => m.role)).toEqual(['owner', 'admin']);

    await org.owner.client
      .send('put', `/api/organizations/members/${member.id}/role`, { role: 'member' })
      .then(expectStatus(200));
    const audit = await org.owner.client.agent
      .get('/api/organizations/audit?limit=100')
      .expect(200);
    const changes = (audit.body.data as AuditRow[])
      .filter((e) => e.action === 'member_role_changed')
      .map((e) => ({ target: e.target?.id, ...e.details }));
    expect(changes).toEqual([
      { target: member.id, username: member.username, from: 'admin', to: 'member' },
      { target: member.id, username: member.username, from: 'member', to: 'admin' },
    ]);
    await member.client.agent.get('/api/organizations/audit').expect(403);
  });

  it('an admin manages members, servers, licences and the audit trail but gets 403 on billing', async () => {
    const org = await newOrganization(app);
    const admin = await addMember(app, org);
    await org.owner.client
      .send('put', `/api/organizations/members/${admin.id}/role`, { role: 'admin' })
      .then(expectStatus(200));

    const newcomer = await addMember(app, org);
    await admin.client
      .send('delete', `/api/organizations/members/${newcomer.id}`)
      .then(expectStatus(200));
    await admin.client.agent.get('/api/organizations/audit').expect(200);
    await admin.client.agent.get('/api/licenses').expect(200);
    await admin.client
      .post('/api/servers', { name: 'Box', runtime: 'ollama', model: 'llama3.2', url: 'x' })
      .then((res) => expect(res.status).toBe(400)); // past the role check: the body is validated

    for (const [method, path, body] of [
      ['post', '/api/billing/portal', {}],
      ['post', '/api/billing/change-plan', { planId: 'enterprise' }],
      ['post', '/api/billing/cancel', {}],
    ] as const) {
      const res = await admin.client.send(method, path, body).then(expectStatus(403));
      expect(res.body.code).toBe('NOT_ORGANIZATION_OWNER');
    }
    await admin.client.agent.get('/api/billing/invoices').expect(403);

    // Roles stay the owner's to hand out; the owner's own is fixed.
    const other = await addMember(app, org);
    const refused = await admin.client
      .send('put', `/api/organizations/members/${other.id}/role`, { role: 'admin' })
      .then(expectStatus(403));
    expect(refused.body.code).toBe('NOT_ORGANIZATION_OWNER');
    const fixed = await org.owner.client
      .send('put', `/api/organizations/members/${org.owner.id}/role`, { role: 'member' })
      .then(expectStatus(409));
    expect(fixed.body.code).toBe('OWNER_ROLE_FIXED');
    await org.owner.client
      .send('put', `/api/organizations/members/${other.id}/role`, { role: 'owner' })
      .then(expectStatus(400));
  });

  it('a member gets 403 NOT_ORGANIZATION_ADMIN on admin routes; only the owner removes an admin', async () => {
    const org = await newOrganization(app);
    const member = await addMember(app, org);
    const admin = await addMember(app, org);
    await org.owner.client
      .send('put', `/api/organizations/members/${admin.id}/role`, { role: 'admin' })
      .then(expectStatus(200));
    const res = await member.client
      .post('/api/organizations/members', { username: 'anyone' })
      .then(expectStatus(403));
    expect(res.body.code).toBe('NOT_ORGANIZATION_ADMIN');

    const second = await addMember(app, org);
    await org.owner.client
      .send('put', `/api/organizations/members/${second.id}/role`, { role: 'admin' })
      .then(expectStatus(200));
    await admin.client
      .send('delete', `/api/organizations/members/${second.id}`)
      .then(expectStatus(403));
    await org.owner.client
      .send('delete', `/api/organizations/members/${second.id}`)
      .then(expectStatus(200));
  });
});
