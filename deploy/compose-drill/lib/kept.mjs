// After a restart: is everything the journey made still there? Every account signs in, the
// organization keeps its members and subscription, the document is still ready and cited, the
// API token still works, and the session signed in before still holds (Redis's append-only file).
import { check, note } from './log.mjs';
import { signIn } from './accounts.mjs';
import { citedAnswer } from './documents.mjs';
import { WebClient } from './web-client.mjs';

export async function verifyKept(base, made) {
  const owner = await signIn(base, made.owner.username);
  await signIn(base, made.member.username);
  const me = (await owner.get('/api/auth/me')).body;
  check(me?.user?.id === made.owner.id, `the owner's account changed: ${JSON.stringify(me)}`);

  const mine = await owner.get('/api/billing/my-subscription');
  check(
    mine.status === 200,
    `GET /api/billing/my-subscription answered ${mine.status}: ${mine.text}`,
  );
  check(
    mine.body.organization.id === made.organization.id,
    'the organization is not the one subscribed',
  );
  check(
    mine.body.subscription.planId === made.organization.planId,
    'the subscription changed plan',
  );
  const members = (await owner.get('/api/organizations/members')).body?.data ?? [];
  const usernames = members.map((m) => m.username).sort();
  check(
    JSON.stringify(usernames) ===
      JSON.stringify([made.member.username, made.owner.username].sort()),
    `the organization's members are ${usernames.join(', ')}`,
  );

  const { documents } = (await owner.get('/api/knowledge/documents')).body ?? {};
  const document = documents?.find((d) => d.id === made.document.id);
  check(document?.status === 'ready', `the document is ${document ? document.status : 'gone'}`);
  check(
    document.chunks === made.document.chunks,
    `the document has ${document.chunks} chunks, had ${made.document.chunks}`,
  );
  await citedAnswer(base, made.member.username, made.assistantServer);

  const byToken = await new WebClient(base, { bearer: made.token }).get('/api/auth/me');
  check(byToken.status === 200, `the API token answered ${byToken.status}`);
  const session = new WebClient(base);
  session.cookie = made.ownerSession;
  const stillSignedIn = await session.get('/api/auth/me');
  check(stillSignedIn.status === 200, `the session from before answered ${stillSignedIn.status}`);
  note('kept: both accounts, the organization (members, plan), the document (ready, cited),');
  note('the API token and the signed-in session');
}
