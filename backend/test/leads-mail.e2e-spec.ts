import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getRepositoryToken } from '@nestjs/typeorm';
import { AddressInfo, createServer } from 'node:net';
import { Repository } from 'typeorm';
import { ContactMessageEntity } from '../src/modules/leads/entities/contact-message.entity';
import { EnterpriseLeadEntity } from '../src/modules/leads/entities/enterprise-lead.entity';
import { expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { validContact, validLead, visitor } from './lead-helpers';
import { startSmtpServer } from './smtp-test-server';

/** A port with nothing listening, to simulate a mail relay that is down. */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const { port } = srv.address() as AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

describe('Sales notifications by e-mail', () => {
  const smtp = startSmtpServer();
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const port = await smtp.listen();
    app = await createTestApp({
      TRUST_PROXY: 'true',
      SALES_EMAIL: 'sales-team@ironkeep.example',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_USER: 'mailer',
      SMTP_PASSWORD: 'mail-secret',
      SMTP_FROM: 'IronKeep Website <web@ironkeep.example>',
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('mails each contact message to SALES_EMAIL with reply-to the visitor', async () => {
    const body = validContact({ name: 'Priya Natarajan', company: 'Northwind Clinics' });
    const received = smtp.nextMail();
    await visitor(app).post('/api/contact', body).then(expectStatus(201));
    const mail = await received;
    expect(mail).toMatchObject({
      from: 'web@ironkeep.example',
      to: ['sales-team@ironkeep.example'],
      user: 'mailer',
    });
    expect(mail.raw).toContain('Subject: New contact message from Priya Natarajan (Northwind');
    expect(mail.raw).toContain(`Reply-To: ${body.email}`);
    expect(mail.raw).toContain(body.message);
  });

  it('mails each enterprise lead with its answers', async () => {
    const body = validLead({ company: 'Cascade Legal LLP', useCase: 'legal', rfpProcess: true });
    const received = smtp.nextMail();
    await visitor(app).post('/api/enterprise/lead', body).then(expectStatus(201));
    const mail = await received;
    expect(mail.to).toEqual(['sales-team@ironkeep.example']);
    expect(mail.raw).toContain('New enterprise lead: Cascade Legal LLP (legal, private-cloud)');
    expect(mail.raw).toContain('Budget: 250k-500k');
    expect(mail.raw).toContain('RFP process: yes');
  });
});

describe('Sales notifications when the mail relay is down', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({
      TRUST_PROXY: 'true',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(await closedPort()),
    });
  });
  afterAll(() => app.close());

  it('still stores and accepts contacts and leads', async () => {
    const contact = validContact();
    const lead = validLead();
    await visitor(app).post('/api/contact', contact).then(expectStatus(201));
    await visitor(app).post('/api/enterprise/lead', lead).then(expectStatus(201));
    const contacts = app.get<Repository<ContactMessageEntity>>(
      getRepositoryToken(ContactMessageEntity),
    );
    const leads = app.get<Repository<EnterpriseLeadEntity>>(
      getRepositoryToken(EnterpriseLeadEntity),
    );
    expect(await contacts.countBy({ email: contact.email })).toBe(1);
    expect(await leads.countBy({ email: lead.email })).toBe(1);
  });
});
