// What a customer does through the web entry point (nginx), each answer checked. Returns what
// must still be there after restarts: the accounts, the organization, the document, the token.
import { randomBytes } from 'node:crypto';
import { expectStatus, PASSWORD, signIn, signUp } from './accounts.mjs';
import { citedAnswer, uploadHandbook } from './documents.mjs';
import { check, note } from './log.mjs';
import { answerText, sseEvents, WebClient } from './web-client.mjs';

export async function customerJourney(base) {
  const suffix = randomBytes(3).toString('hex');
  const owner = { username: `drill_owner_${suffix}` };
  const member = { username: `drill_member_${suffix}` };

  const site = await new WebClient(base).get('/');
  check(
    site.status === 200 && site.text.includes('<html'),
    `GET / answered ${site.status}, not the site`,
  );
  const health = expectStatus(await new WebClient(base).get('/api/health'), 200, 'GET /api/health');
  check(
    health.checks?.redis?.status === 'up',
    `health without Redis up: ${JSON.stringify(health)}`,
  );
  note(`site and /api/health through nginx: ${JSON.stringify(health.checks)}`);

  await signUp(base, owner.username);
  await signUp(base, member.username);
  const client = await signIn(base, owner.username);
  const withoutToken = await new WebClient(base).post('/api/auth/login', {
    username: owner.username,
    password: PASSWORD,
  });
  check(
    withoutToken.status === 403,
    `sign-in without a CSRF token answered ${withoutToken.status}`,
  );
  const me = expectStatus(await client.get('/api/auth/me'), 200, 'GET /api/auth/me');
  owner.id = me.user.id;
  note(`signed up ${owner.username} and ${member.username}; signed in with CSRF (none: 403)`);

  const demo = await client.post('/api/demo/ai/brain/stream', {
    query: 'How is IronKeep priced?',
    sessionId: 'drill-demo',
  });
  check(
    demo.status === 200 && demo.headers.get('content-type')?.startsWith('text/event-stream'),
    `demo stream answered ${demo.status} ${demo.headers.get('content-type')}`,
  );
  const demoEvents = sseEvents(demo.text);
  check(
    answerText(demoEvents).length > 0 && demoEvents.at(-1)?.type === 'complete',
    `demo stream without an answer: ${demo.text.slice(0, 300)}`,
  );
  note(`demo stream: ${demoEvents.length} events, ending with "complete"`);

  const plans = expectStatus(await client.get('/api/billing/plans'), 200, 'GET /api/billing/plans');
  const planId = plans.find((plan) => plan.id === 'professional')?.id ?? plans[0].id;
  const slug = `drill-${suffix}`;
  const subscribed = expectStatus(
    await client.post('/api/billing/subscribe', {
      planId,
      organizationName: `Drill ${suffix}`,
      slug,
    }),
    201,
    'POST /api/billing/subscribe',
  );
  check(
    subscribed.subscription.provider === 'builtin',
    `subscription provider ${subscribed.subscription.provider}, expected the built-in one`,
  );
  const organization = {
    id: subscribed.organization.id,
    slug,
    planId,
    status: subscribed.subscription.status,
  };
  expectStatus(
    await client.post('/api/organizations/members', { username: member.username }),
    201,
    'adding the member',
  );
  note(
    `subscribed to ${planId} (built-in billing, ${organization.status}): organization ${slug} with two members`,
  );

  const document = await uploadHandbook(client);
  note(`uploaded ${document.name}: ${document.status}, ${document.chunks} chunk(s)`);
  const cited = await citedAnswer(base, member.username);
  note(`the member's question was answered citing ${cited}`);

  const token = expectStatus(
    await client.post('/api/tokens', { name: 'compose drill', scopes: ['read'], expiresInDays: 7 }),
    201,
    'POST /api/tokens',
  ).token;
  const byToken = expectStatus(
    await new WebClient(base, { bearer: token }).get('/api/auth/me'),
    200,
    'GET /api/auth/me with the Bearer token',
  );
  check(byToken.user.username === owner.username, `the token acts as ${byToken.user.username}`);
  note('an API token (read scope) answered GET /api/auth/me as Bearer, no cookie');

  return {
    owner,
    member,
    organization,
    document,
    token,
    ownerSession: client.cookie,
    ownerClient: client,
  };
}
