import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp, uniqueName } from './app.factory';
import { addMember, newOrganization, signUp } from './organizations-helpers';

describe('Plans, subscribing and the organisation dashboard data', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => (app = await createTestApp({ THROTTLE_ENABLED: 'false' })));
  afterAll(() => app.close());

  it('lists the seeded plans publicly, cheapest first, -1 meaning unlimited', async () => {
    const res = await request(app.getHttpServer()).get('/api/billing/plans').expect(200);
    expect(res.body.map((p: { id: string }) => p.id)).toEqual([
      'starter',
      'professional',
      'enterprise',
    ]);
    expect(res.body[0]).toMatchObject({
      name: 'Starter',
      price: 99,
      priceCents: 9900,
      currency: 'usd',
      interval: 'month',
      maxServers: 1,
      licenseTier: 'starter',
    });
    expect(res.body[1]).toMatchObject({ maxServers: 5, licenseTier: 'pro' });
    expect(res.body[2]).toMatchObject({ maxServers: -1, licenseTier: 'pro' });
    expect(res.body[2].features).toContain('Unlimited AI servers');
  });

  it('requires sign-in to subscribe', async () => {
    const anonymous = new ApiClient(app);
    await anonymous
      .post('/api/billing/subscribe', { planId: 'starter', organizationName: 'Acme', slug: 'acme' })
      .then(expectStatus(401));
  });

  it('creates the organisation, makes the caller its owner and starts a 14-day trial', async () => {
    const owner = await signUp(app, 'owner');
    const slug = uniqueName('acme').replace(/_/g, '-');
    const res = await owner.client
      .post('/api/billing/subscribe', {
        planId: 'starter',
        organizationName: '  Acme Health ',
        slug,
      })
      .then(expectStatus(201));
    expect(res.body).toMatchObject({
      success: true,
      organization: { name: 'Acme Health', slug, role: 'owner', subscriptionStatus: 'trialing' },
      subscription: {
        status: 'trialing',
        planId: 'starter',
        provider: 'builtin',
        cancelAtPeriodEnd: false,
      },
      plan: { id: 'starter' },
      checkoutUrl: null,
    });
    const { currentPeriodStart, currentPeriodEnd, trialEnd } = res.body.subscription;
    expect(Date.parse(currentPeriodEnd) - Date.parse(currentPeriodStart)).toBe(14 * 86_400_000);
    expect(trialEnd).toBe(currentPeriodEnd);

    const me = await owner.client.agent.get('/api/auth/me').expect(200);
    expect(me.body.user).toMatchObject({
      organizationId: res.body.organization.id,
      organizationRole: 'owner',
    });

    const dashboard = await owner.client.agent.get('/api/billing/my-subscription').expect(200);
    expect(dashboard.body).toEqual({
      organization: res.body.organization,
      subscription: res.body.subscription,
      plan: res.body.plan,
      servers: [],
    });
  });

  it('validates the organisation name and slug with clear messages', async () => {
    const { client } = await signUp(app);
    const cases: [Record<string, unknown>, string][] = [
      [
        { organizationName: 'A', slug: 'valid-slug' },
        'Organization name must be at least 2 characters',
      ],
      [{ organizationName: 'x'.repeat(101), slug: 'valid-slug' }, 'Organization name is too long'],
      [
        { organizationName: 'Acme', slug: 'Has Spaces' },
        'Slug must be 3 to 50 characters: lowercase letters, digits and single hyphens',
      ],
      [
        { organizationName: 'Acme', slug: 'ab' },
        'Slug must be 3 to 50 characters: lowercase letters, digits and single hyphens',
      ],
      [
        { organizationName: 'Acme', slug: 'admin' },
        'This address is reserved. Choose another one.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await client
        .post('/api/billing/subscribe', { planId: 'starter', ...body })
        .then(expectStatus(400));
      expect(res.body.message).toContain(message);
    }
    const unknownPlan = await client
      .post('/api/billing/subscribe', {
        planId: 'platinum',
        organizationName: 'Acme',
        slug: uniqueName('p').replace(/_/g, '-'),
      })
      .then(expectStatus(404));
    expect(unknownPlan.body.code).toBe('PLAN_NOT_FOUND');
    const me = await client.agent.get('/api/auth/me').expect(200);
    expect(me.body.user.organizationId).toBeNull();
  });

  it('keeps slugs unique, suggests a free one, and allows one organisation per user', async () => {
    const first = await newOrganization(app, 'starter');
    const second = await signUp(app);
    const taken = await second.client
      .post('/api/billing/subscribe', {
        planId: 'starter',
        organizationName: 'Copycat',
        slug: first.slug,
      })
      .then(expectStatus(409));
    expect(taken.body.code).toBe('SLUG_TAKEN');

    const check = await second.client.agent
      .get(`/api/organizations/slug-availability?slug=${first.slug}`)
      .expect(200);
    expect(check.body).toEqual({
      slug: first.slug,
      available: false,
      suggestion: `${first.slug}-2`,
    });
    const free = await second.client.agent
      .get('/api/organizations/slug-availability?slug=' + uniqueName('free').replace(/_/g, '-'))
      .expect(200);
    expect(free.body.available).toBe(true);

    const again = await first.owner.client
      .post('/api/billing/subscribe', {
        planId: 'starter',
        organizationName: 'Second',
        slug: uniqueName('s').replace(/_/g, '-'),
      })
      .then(expectStatus(409));
    expect(again.body.code).toBe('ALREADY_IN_ORGANIZATION');
  });

  it('answers my-subscription with 404 NO_ORGANIZATION for a user without one, 401 when signed out', async () => {
    const { client } = await signUp(app);
    const res = await client.agent.get('/api/billing/my-subscription').expect(404);
    expect(res.body.code).toBe('NO_ORGANIZATION');
    await request(app.getHttpServer()).get('/api/billing/my-subscription').expect(401);
  });

  it('lets the owner invite members by username; members see the organisation but cannot manage it', async () => {
    const org = await newOrganization(app);
    const member = await addMember(app, org);
    const dashboard = await member.client.agent.get('/api/billing/my-subscription').expect(200);
    expect(dashboard.body.organization).toMatchObject({ id: org.id, role: 'member' });

    const members = await member.client.agent.get('/api/organizations/members').expect(200);
    expect(members.body.data).toEqual([
      { id: org.owner.id, username: org.owner.username, role: 'owner' },
      { id: member.id, username: member.username, role: 'member' },
    ]);
    expect(members.body.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });

    const outsider = await signUp(app);
    for (const [method, path, body, code] of [
      ['post', '/api/organizations/members', { username: outsider.username }, 'ADMIN'],
      ['delete', `/api/organizations/members/${org.owner.id}`, undefined, 'ADMIN'],
      ['post', '/api/billing/portal', {}, 'OWNER'],
      ['post', '/api/billing/cancel', {}, 'OWNER'],
      ['post', '/api/billing/change-plan', { planId: 'enterprise' }, 'OWNER'],
      ['post', '/api/licenses/rotate', {}, 'ADMIN'],
    ] as const) {
      const res = await member.client.send(method, path, body).then(expectStatus(403));
      expect(res.body.code).toBe(`NOT_ORGANIZATION_${code}`);
    }
    const invoices = await member.client.agent.get('/api/billing/invoices').expect(403);
    expect(invoices.body.code).toBe('NOT_ORGANIZATION_OWNER');
  });

  it('refuses to invite unknown users or members of another organisation', async () => {
    const org = await newOrganization(app);
    const other = await newOrganization(app);
    const unknown = await org.owner.client
      .post('/api/organizations/members', { username: 'nobody_' + Date.now() })
      .then(expectStatus(404));
    expect(unknown.body.code).toBe('USER_NOT_FOUND');
    const taken = await org.owner.client
      .post('/api/organizations/members', { username: other.owner.username })
      .then(expectStatus(409));
    expect(taken.body.code).toBe('ALREADY_IN_ORGANIZATION');
  });

  it('removes a member and lets a member leave; the owner can do neither to themselves', async () => {
    const org = await newOrganization(app);
    const leaving = await addMember(app, org);
    const removed = await addMember(app, org);
    await org.owner.client
      .send('delete', `/api/organizations/members/${removed.id}`)
      .then(expectStatus(200));
    await removed.client.agent.get('/api/billing/my-subscription').expect(404);
    await leaving.client.post('/api/organizations/leave', {}).then(expectStatus(200));
    await leaving.client.agent.get('/api/billing/my-subscription').expect(404);

    const self = await org.owner.client
      .send('delete', `/api/organizations/members/${org.owner.id}`)
      .then(expectStatus(409));
    expect(self.body.code).toBe('OWNER_CANNOT_LEAVE');
    await org.owner.client.post('/api/organizations/leave', {}).then(expectStatus(409));
    const members = await org.owner.client.agent.get('/api/organizations/members').expect(200);
    expect(members.body.pagination.total).toBe(1);
  });
});
