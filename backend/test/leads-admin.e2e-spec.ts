import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { SignedIn, signedInAs } from './admin-helpers';
import { uniqueEmail, validContact, validLead, visitor } from './lead-helpers';

describe('Admin lead listings and CSV exports', () => {
  let app: NestFastifyApplication;
  let admin: SignedIn;
  let manager: SignedIn;
  let user: SignedIn;
  const subscriber = uniqueEmail('sub');
  const lead = validLead({ company: '=HYPERLINK("http://evil.example","x")', jobTitle: 'VP, IT' });
  const contact = validContact({ message: 'Line one, with "quotes"\nline two of the message' });

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    [admin, manager, user] = [
      await signedInAs(app, 'admin'),
      await signedInAs(app, 'manager'),
      await signedInAs(app, 'user'),
    ];
    await visitor(app).post('/api/newsletter', { email: subscriber }).then(expectStatus(201));
    await visitor(app).post('/api/enterprise/lead', lead).then(expectStatus(201));
    await visitor(app).post('/api/contact', contact).then(expectStatus(201));
  });
  afterAll(() => app.close());

  const lists = ['/api/admin/leads', '/api/admin/contacts', '/api/admin/subscribers'];
  const exports = lists.map((p) => `${p}/export.csv`);

  it.each([...lists, ...exports])('%s: anonymous 401, user 403', async (path) => {
    await visitor(app).agent.get(path).expect(401);
    await user.client.agent.get(path).expect(403);
  });

  it('lists enterprise leads newest first with pagination, for managers too', async () => {
    const res = await manager.client.agent
      .get('/api/admin/leads?page=1&limit=1')
      .then(expectStatus(200));
    expect(res.body.pagination).toMatchObject({ page: 1, limit: 1, total: expect.any(Number) });
    expect(res.body.pagination.total).toBeGreaterThanOrEqual(1);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ email: lead.email, complianceRequirements: [] });
    expect(res.body.data[0]).not.toHaveProperty('ipAddress');
  });

  it('lists contacts and subscribers for admins', async () => {
    const contacts = await admin.client.agent.get('/api/admin/contacts').then(expectStatus(200));
    expect(contacts.body.data[0]).toMatchObject({ email: contact.email, message: contact.message });
    expect(contacts.body.pagination).toMatchObject({ page: 1, limit: 10 });
    const subs = await admin.client.agent.get('/api/admin/subscribers').then(expectStatus(200));
    expect(subs.body.data.map((s: { email: string }) => s.email)).toContain(subscriber);
  });

  it('rejects a bad page size', async () => {
    const res = await admin.client.agent.get('/api/admin/leads?limit=1000').then(expectStatus(400));
    expect(res.body.message).toContain('limit must be between 1 and 100');
  });

  it('exports leads as CSV with escaping and formula guarding', async () => {
    const res = await admin.client.agent.get('/api/admin/leads/export.csv').then(expectStatus(200));
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="enterprise-leads.csv"');
    const [header, ...rows] = res.text.split('\r\n');
    expect(header.startsWith('createdAt,firstName,lastName,email,company,jobTitle')).toBe(true);
    const row = rows.find((r) => r.includes(lead.email))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")","VP, IT"`);
  });

  it('exports contacts and subscribers as CSV', async () => {
    const contacts = await manager.client.agent
      .get('/api/admin/contacts/export.csv')
      .then(expectStatus(200));
    expect(contacts.text).toContain('"Line one, with ""quotes""\nline two of the message"');
    const subs = await manager.client.agent
      .get('/api/admin/subscribers/export.csv')
      .then(expectStatus(200));
    expect(subs.text.split('\r\n')[0]).toBe('createdAt,email');
    expect(subs.text).toContain(subscriber);
  });

  describe('search, status and exports of what is filtered (issue 34)', () => {
    const tag = uniqueEmail('needle').split('@')[0];
    let found: { id: string };

    beforeAll(async () => {
      await visitor(app)
        .post('/api/contact', validContact({ name: 'Nora Needle', company: `Co ${tag}` }))
        .then(expectStatus(201));
      await visitor(app)
        .post('/api/contact', validContact({ name: 'Other Person' }))
        .then(expectStatus(201));
      const page = await admin.client.agent
        .get(`/api/admin/contacts?search=${tag.toUpperCase()}`)
        .then(expectStatus(200));
      expect(page.body.data).toHaveLength(1);
      expect(page.body.data[0]).toMatchObject({ name: 'Nora Needle', status: 'new' });
      found = page.body.data[0];
    });

    it('finds contacts by name, email or company, any case, with LIKE wildcards taken literally', async () => {
      const byName = await admin.client.agent.get('/api/admin/contacts?search=nora%20needle');
      expect(byName.body.data.map((c: { id: string }) => c.id)).toEqual([found.id]);
      const wildcard = await admin.client.agent.get('/api/admin/contacts?search=%25');
      expect(wildcard.body.data).toEqual([]);
      const subs = await admin.client.agent.get(`/api/admin/subscribers?search=${subscriber}`);
      expect(subs.body.data.map((x: { email: string }) => x.email)).toEqual([subscriber]);
      const leads = await manager.client.agent.get(
        `/api/admin/leads?search=${lead.email.toUpperCase()}`,
      );
      expect(leads.body.data.map((l: { email: string }) => l.email)).toContain(lead.email);
    });

    it('lets managers change the status, records it, and filters by it', async () => {
      await user.client
        .send('patch', `/api/admin/contacts/${found.id}`, { status: 'contacted' })
        .then(expectStatus(403));
      const res = await manager.client
        .send('patch', `/api/admin/contacts/${found.id}`, { status: 'contacted' })
        .then(expectStatus(200));
      expect(res.body).toMatchObject({ id: found.id, status: 'contacted' });
      const contacted = await admin.client.agent
        .get('/api/admin/contacts?status=contacted')
        .then(expectStatus(200));
      expect(contacted.body.data.map((c: { id: string }) => c.id)).toEqual([found.id]);
      const fresh = await admin.client.agent.get('/api/admin/contacts?status=new&limit=100');
      expect(fresh.body.data.map((c: { id: string }) => c.id)).not.toContain(found.id);

      const trail = await admin.client.agent
        .get('/api/admin/audit?action=lead_status_changed')
        .then(expectStatus(200));
      expect(trail.body.data[0]).toMatchObject({
        actor: { username: manager.username },
        target: { type: 'contact-messages', id: found.id },
        details: { list: 'contact-messages', from: 'new', to: 'contacted' },
      });
    });

    it('changes an enterprise lead, and answers 400 and 404 in words', async () => {
      const leads = await admin.client.agent.get(`/api/admin/leads?search=${lead.email}`);
      const id = leads.body.data[0].id;
      const res = await admin.client
        .send('patch', `/api/admin/leads/${id}`, { status: 'closed' })
        .then(expectStatus(200));
      expect(res.body).toMatchObject({ id, status: 'closed', email: lead.email });
      const bad = await admin.client
        .send('patch', `/api/admin/leads/${id}`, { status: 'won' })
        .then(expectStatus(400));
      expect(bad.body.message).toContain('status must be one of: new, contacted, closed');
      const missing = await admin.client
        .send('patch', '/api/admin/leads/00000000-0000-4000-8000-000000000000', {
          status: 'closed',
        })
        .then(expectStatus(404));
      expect(missing.body).toMatchObject({ code: 'LEAD_NOT_FOUND', message: 'Lead not found' });
      await admin.client
        .send('patch', '/api/admin/leads/not-an-id', { status: 'closed' })
        .then(expectStatus(404));
      await admin.client.agent.get('/api/admin/contacts?status=won').expect(400);
    });

    it('exports only the rows the filters select, and records the filters', async () => {
      const res = await admin.client.agent
        .get(`/api/admin/contacts/export.csv?search=${tag}&status=contacted`)
        .then(expectStatus(200));
      const [header, ...rows] = res.text.trim().split('\r\n');
      expect(header).toBe('createdAt,name,email,company,message,status');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatch(/,Nora Needle,.*,contacted$/);
      const none = await admin.client.agent.get(
        `/api/admin/contacts/export.csv?search=${tag}&status=new`,
      );
      expect(none.text.trim().split('\r\n')).toHaveLength(1);
      const trail = await admin.client.agent.get('/api/admin/audit?action=leads_exported');
      expect(trail.body.data[1].details).toEqual({
        list: 'contact-messages',
        rows: 1,
        search: tag,
        status: 'contacted',
      });
    });
  });
});
