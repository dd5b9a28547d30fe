import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getRepositoryToken } from '@nestjs/typeorm';
import { AddressInfo, createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { Repository } from 'typeorm';
import { ContactMessageEntity } from '../src/modules/leads/entities/contact-message.entity';
import { EnterpriseLeadEntity } from '../src/modules/leads/entities/enterprise-lead.entity';
import { expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { validContact, validLead, visitor } from './lead-helpers';

interface ReceivedMail {
  from: string;
  to: string[];
  user?: string;
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that hands each received message to the waiting test. */
function startSmtpServer() {
  const waiting: ((m: ReceivedMail) => void)[] = [];
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, cb) {
      if (auth.username === 'mailer' && auth.password === 'mail-secret')
        cb(null, { user: 'mailer' });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw,
        };
        const next = waiting.shift();
        if (next) next(mail);
        else inbox.push(mail);
        cb();
      });
    },
  });
  return {
    server,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    nextMail: () =>
      new Promise<ReceivedMail>((resolve) => {
        const ready = inbox.shift();
        if (ready) resolve(ready);
        else waiting.push(resolve);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
