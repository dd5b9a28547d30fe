import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SchedulerRegistry } from '@nestjs/schedule';
import { ManualClock } from '../src/common/clock/manual-clock';
import { AppConfig } from '../src/config/app-config.service';
import { MEMORY_PURGE_JOB, MemoryPurgeJob } from '../src/modules/memory/memory-purge.job';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp, E2E_DB } from './app.factory';
import { ask, conversations, Member, messages, setPreferences, signUp } from './memory-helpers';

const DAY = 24 * 60 * 60 * 1000;
// Data is written in the past and the clock then moves towards the real present: sessions
// (whose cookies expire in real time) stay valid whenever a request is made.
const BASE = Math.floor((Date.now() - 60 * DAY) / DAY) * DAY + 9 * 60 * 60 * 1000;
const day = (n: number) => BASE + n * DAY;

/**
 * Moving the clock days ahead ends the session (12-hour limit): sign in again, from a new
 * cookie jar (a request on the ended session's cookie is not what these tests are about).
 */
async function relogin(member: Member, app: NestFastifyApplication): Promise<void> {
  member.client = new ApiClient(app);
  await member.client.login(member.username).then(expectStatus(200));
}

async function memberWith(app: NestFastifyApplication, autoDeleteDays: number | null) {
  const member = await signUp(app);
  await setPreferences(member, { memoryEnabled: true, autoDeleteDays });
  return member;
}

const cleanup = (member: Member) =>
  member.client.post('/api/memory/cleanup').then(expectStatus(200));

describe('Memory auto-delete', () => {
  let app: NestFastifyApplication;
  const clock = new ManualClock(BASE);

  beforeAll(async () => {
    app = await createTestApp({ THROTTLE_ENABLED: 'false' }, { clock });
  });
  afterAll(() => app.close());

  it('Cleanup Expired deletes conversations unchanged for longer than autoDeleteDays', async () => {
    clock.set(day(0));
    const member = await memberWith(app, 7);
    await ask(member, 'How is IronKeep priced?', { sessionId: 'old' });
    clock.set(day(5));
    await relogin(member, app);
    await ask(member, 'Which industries do you serve?', { sessionId: 'recent' });

    clock.set(day(6) + 60_000); // 'old' is 6 days and a minute old: not expired yet
    await relogin(member, app);
    expect((await cleanup(member)).body).toEqual({
      success: true,
      message: '0 expired conversations',
      deleted: 0,
    });

    clock.set(day(8)); // 'old' is 8 days old, 'recent' 3
    await relogin(member, app);
    expect((await cleanup(member)).body).toEqual({
      success: true,
      message: '1 expired conversation',
      deleted: 1,
    });
    const left = await conversations(member);
    expect(left.map((c) => c.title)).toEqual(['Which industries do you serve?']);

    // An edit counts as a change: 'recent' is then 0 days old again.
    const [answer] = (await messages(member, left[0].id)).slice(1);
    await member.client
      .send('put', `/api/memory/messages/${answer.id}`, { content: 'Kept answer' })
      .then(expectStatus(200));
    clock.set(day(14));
    await relogin(member, app);
    expect((await cleanup(member)).body.deleted).toBe(0);
    clock.set(day(16));
    await relogin(member, app);
    expect((await cleanup(member)).body.message).toBe('1 expired conversation');
    expect(await conversations(member)).toEqual([]);
  });

  it('deletes nothing when auto-delete is never, and counts several in the message', async () => {
    clock.set(day(20));
    const member = await memberWith(app, null);
    await ask(member, 'How is IronKeep priced?', { sessionId: 'a' });
    await ask(member, 'How do I back up and restore IronKeep?', {
      assistant: 'deploy',
      sessionId: 'b',
    });
    clock.set(day(50));
    await relogin(member, app);
    expect((await cleanup(member)).body.message).toBe('0 expired conversations');
    expect(await conversations(member)).toHaveLength(2);

    await setPreferences(member, { memoryEnabled: true, autoDeleteDays: 7 });
    expect((await cleanup(member)).body.message).toBe('2 expired conversations');
  });

  it("only touches the caller's own conversations", async () => {
    clock.set(day(30));
    const strict = await memberWith(app, 7);
    const keeper = await memberWith(app, null);
    await ask(strict, 'How is IronKeep priced?', { sessionId: 's' });
    await ask(keeper, 'How is IronKeep priced?', { sessionId: 'k' });
    clock.set(day(45));
    await relogin(strict, app);
    await relogin(keeper, app);
    expect((await cleanup(strict)).body.deleted).toBe(1);
    expect(await conversations(keeper)).toHaveLength(1);
  });

  it('the daily purge applies every user’s own period, once per day', async () => {
    expect(app.get(SchedulerRegistry).getInterval(MEMORY_PURGE_JOB)).toBeDefined();
    clock.set(day(1));
    const weekly = await memberWith(app, 7);
    const monthly = await memberWith(app, 30);
    const yearly = await memberWith(app, 365);
    const never = await memberWith(app, null);
    for (const member of [weekly, monthly, yearly, never]) {
      await ask(member, 'How is IronKeep priced?', { sessionId: 'purge' });
    }
    clock.set(day(21)); // 20 days later
    const job = app.get(MemoryPurgeJob);
    expect(await job.tick()).toBe(true);
    expect(await job.tick()).toBe(false); // this day's run is done

    for (const member of [weekly, monthly, yearly, never]) await relogin(member, app);
    expect(await conversations(weekly)).toEqual([]);
    expect(await conversations(monthly)).toHaveLength(1);
    expect(await conversations(yearly)).toHaveLength(1);
    expect(await conversations(never)).toHaveLength(1);

    clock.set(day(32)); // the next run, 31 days after the conversations
    expect(await job.tick()).toBe(true);
    await relogin(monthly, app);
    await relogin(yearly, app);
    expect(await conversations(monthly)).toEqual([]);
    expect(await conversations(yearly)).toHaveLength(1);
  });

  it('runs once per day when two backend instances share the database', async () => {
    clock.set(day(33));
    const member = await memberWith(app, 7);
    await ask(member, 'How is IronKeep priced?', { sessionId: 'two' });
    const otherClock = new ManualClock(day(41));
    // The same database: the same SQLite file, or (PostgreSQL run) the same server database.
    const shared: Record<string, string> =
      E2E_DB === 'sqlite' ? { DATA_DIR: app.get(AppConfig).dataDir } : {};
    const other = await createTestApp(
      { THROTTLE_ENABLED: 'false', ...shared },
      { clock: otherClock },
    );
    try {
      clock.set(day(41));
      const ran = await Promise.all([
        app.get(MemoryPurgeJob).tick(),
        other.get(MemoryPurgeJob).tick(),
      ]);
      expect(ran.filter(Boolean)).toHaveLength(1);
      await relogin(member, app);
      expect(await conversations(member)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
