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
});
