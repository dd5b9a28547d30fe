import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getRepositoryToken } from '@nestjs/typeorm';
import { ObjectLiteral, Repository } from 'typeorm';
import { ContactMessageEntity } from '../src/modules/leads/entities/contact-message.entity';
import { NewsletterSubscriberEntity } from '../src/modules/leads/entities/newsletter-subscriber.entity';
import { expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { nextIp, uniqueEmail, validContact, visitor } from './lead-helpers';

describe('Public contact and newsletter forms', () => {
  let app: NestFastifyApplication;
  const repo = <T extends ObjectLiteral>(entity: new () => T) =>
    app.get<Repository<T>>(getRepositoryToken(entity));

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => app.close());

  describe('POST /api/contact', () => {
    it('stores a valid message (without honeypot values) and answers with the spec text', async () => {
      const body = validContact({ name: '  Dana Whitfield  ', company: '' });
      const res = await visitor(app).post('/api/contact', body).then(expectStatus(201));
      expect(res.body).toEqual({
        success: true,
        message: "Thank you for your inquiry. We'll be in touch within 24 hours.",
      });
      const stored = await repo(ContactMessageEntity).findOneByOrFail({ email: body.email });
      expect(stored).toMatchObject({
        name: 'Dana Whitfield',
        company: null,
        message: body.message,
      });
      expect(stored.ipAddress).toMatch(/^198\.51\./);
    });

    it.each([
      [{ name: '' }, 'Name is required'],
      [{ name: '   ' }, 'Name is required'],
      [{ name: undefined }, 'Name is required'],
      [{ name: 'n'.repeat(101) }, 'Name is too long'],
      [{ email: 'not-an-email' }, 'Valid email is required'],
      [{ email: `${'e'.repeat(250)}@x.io` }, 'Email is too long'],
      [{ company: 'c'.repeat(101) }, 'Company name is too long'],
      [{ message: 'too short' }, 'Message must be at least 10 characters'],
      [{ message: 'm'.repeat(1001) }, 'Message is too long'],
      [{ website: 'http://spam.example' }, 'This field should be empty'],
      [{ phone: '+1 555 0100' }, 'This field should be empty'],
    ])('rejects %j with "%s"', async (override, message) => {
      const body = validContact(override);
      const res = await visitor(app).post('/api/contact', body).then(expectStatus(400));
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.message).toContain(message);
      expect(await repo(ContactMessageEntity).countBy({ email: body.email as string })).toBe(0);
    });

    it('accepts the limits exactly (100 / 1000 characters, 10-character message)', async () => {
      const client = visitor(app);
      await client
        .post('/api/contact', validContact({ name: 'n'.repeat(100), message: 'm'.repeat(1000) }))
        .then(expectStatus(201));
      await client
        .post('/api/contact', validContact({ message: '0123456789' }))
        .then(expectStatus(201));
    });

    it('needs the CSRF token like every other unsafe call', async () => {
      const client = visitor(app);
      await client.agent.post('/api/contact').send(validContact()).expect(403);
    });

    it('allows 5 messages per 15 minutes from one IP, then answers 429', async () => {
      const ip = nextIp();
      for (let i = 0; i < 5; i += 1) {
        const ok = await visitor(app, ip)
          .post('/api/contact', validContact())
          .then(expectStatus(201));
        // The route's own limit, counted down per client (AppThrottlerGuard).
        expect(ok.headers['x-ratelimit-limit']).toBe('5');
        expect(ok.headers['x-ratelimit-remaining']).toBe(String(4 - i));
      }
      const res = await visitor(app, ip)
        .post('/api/contact', validContact())
        .then(expectStatus(429));
      expect(res.body.message).toMatch(/Too many requests/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      await visitor(app).post('/api/contact', validContact()).then(expectStatus(201));
    });
  });

  describe('POST /api/newsletter', () => {
    it('stores the address lower-cased', async () => {
      const email = uniqueEmail('News');
      const res = await visitor(app).post('/api/newsletter', { email }).then(expectStatus(201));
      expect(res.body).toEqual({
        success: true,
        message: "You'll receive updates about our latest AI infrastructure solutions.",
      });
      expect(await repo(NewsletterSubscriberEntity).countBy({ email: email.toLowerCase() })).toBe(
        1,
      );
    });

    it('answers 409 for an address already subscribed, in any letter case', async () => {
      const email = uniqueEmail('twice');
      await visitor(app).post('/api/newsletter', { email }).then(expectStatus(201));
      const res = await visitor(app)
        .post('/api/newsletter', { email: `  ${email.toUpperCase()} ` })
        .then(expectStatus(409));
      expect(res.body).toEqual({
        statusCode: 409,
        message: 'This email is already subscribed to our newsletter.',
        error: 'Conflict',
        code: 'ALREADY_SUBSCRIBED',
      });
    });

    it.each([
      [{ email: 'nope' }, 'Valid email is required'],
      [{}, 'Valid email is required'],
      [{ email: `${'e'.repeat(250)}@x.io` }, 'Email is too long'],
      [{ email: 'a@b.co', name: 'extra' }, 'property name should not exist'],
    ])('rejects %j with "%s"', async (body, message) => {
      const res = await visitor(app).post('/api/newsletter', body).then(expectStatus(400));
      expect(res.body.message).toContain(message);
    });

    it('allows 5 sign-ups per 15 minutes from one IP, then answers 429', async () => {
      const ip = nextIp();
      for (let i = 0; i < 5; i += 1) {
        await visitor(app, ip)
          .post('/api/newsletter', { email: uniqueEmail() })
          .then(expectStatus(201));
      }
      await visitor(app, ip)
        .post('/api/newsletter', { email: uniqueEmail() })
        .then(expectStatus(429));
    });
  });
});
