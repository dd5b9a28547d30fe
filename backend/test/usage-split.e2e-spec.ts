import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { addMember, newOrganization, Organization } from './organizations-helpers';
import { generation, usageContract } from './usage-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayAgo = (n: number) => new Date(Date.now() - n * DAY_MS);
const key = (d: Date) => d.toISOString().slice(0, 10);

type Item = { key: string; label: string; totalTokens: number; parts?: number[] };

async function newTeam(org: Organization, name: string, memberIds: string[]) {
  const team = await org.owner.client
    .post('/api/organizations/teams', { name })
    .then(expectStatus(201));
  for (const id of memberIds) {
    await org.owner.client
      .send('put', `/api/organizations/teams/${team.body.id}/members/${id}`)
      .then(expectStatus(200));
  }
  return team.body.id as string;
}

/** Usage by team, and the daily chart split by team, model, member or token (docs/usage.md). */
describe('Usage split by team, member, token and model', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({ THROTTLE_ENABLED: 'false' });
  });
  afterAll(() => app.close());

  it("sums a team's members (a member of two teams in both, once in the totals)", async () => {
    const org = await newOrganization(app);
    const [ana, ben, cy] = [
      await addMember(app, org),
      await addMember(app, org),
      await addMember(app, org),
    ];
    const radiology = await newTeam(org, 'Radiology', [ana.id, ben.id]);
    const research = await newTeam(org, 'Research', [ana.id]);
    const usage = usageContract(app);
    usage.meter.record(
      generation(org.id, { userId: ana.id, promptTokens: 100, completionTokens: 0 }),
    );
    usage.meter.record(
      generation(org.id, { userId: ben.id, promptTokens: 10, completionTokens: 0 }),
    );
    usage.meter.record(generation(org.id, { userId: cy.id, promptTokens: 1, completionTokens: 0 }));
    await usage.flush();

    const res = await org.owner.client.agent
      .get('/api/organizations/usage?groupBy=team')
      .then(expectStatus(200));
    expect(res.body.totals.totalTokens).toBe(111);
    expect(res.body.series.map((s: Item) => [s.key, s.label, s.totalTokens])).toEqual([
      [radiology, 'Radiology', 110],
      [research, 'Research', 100],
      ['none', 'In no team', 1],
    ]);
    // A member sees their own calls only, in their own teams.
    const own = await ben.client.agent
      .get('/api/organizations/usage?groupBy=team')
      .then(expectStatus(200));
    expect(own.body.series.map((s: Item) => [s.label, s.totalTokens])).toEqual([['Radiology', 10]]);
  });

  it('splits each day of the chart into its five largest parts, the rest as "other"', async () => {
    const org = await newOrganization(app);
    const member = await addMember(app, org);
    const usage = usageContract(app);
    // Six models, model-i with 10 × (i + 1) tokens two days ago; model-0 also today.
    for (let i = 0; i < 6; i++) {
      usage.meter.record(
        generation(org.id, {
          startedAt: dayAgo(2),
          model: `model-${i}`,
          promptTokens: 10 * (i + 1),
          completionTokens: 0,
          userId: i === 5 ? member.id : org.owner.id,
        }),
      );
    }
    usage.meter.record(
      generation(org.id, { model: 'model-0', promptTokens: 7, completionTokens: 0 }),
    );
    await usage.flush();

    const res = await org.owner.client.agent
      .get('/api/organizations/usage?splitBy=model')
      .then(expectStatus(200));
    expect(res.body.splitBy).toBe('model');
    expect(res.body.splits).toEqual([
      { key: 'model-5', label: 'model-5', totalTokens: 60 },
      { key: 'model-4', label: 'model-4', totalTokens: 50 },
      { key: 'model-3', label: 'model-3', totalTokens: 40 },
      { key: 'model-2', label: 'model-2', totalTokens: 30 },
      { key: 'other', label: '2 others', totalTokens: 37 },
    ]);
    const byDay = new Map(res.body.series.map((s: Item) => [s.key, s.parts]));
    expect(byDay.get(key(dayAgo(2)))).toEqual([60, 50, 40, 30, 30]);
    expect(byDay.get(key(new Date()))).toEqual([0, 0, 0, 0, 7]);
    expect(byDay.get(key(dayAgo(5)))).toEqual([0, 0, 0, 0, 0]);
    // Each day's parts add up to its total.
    for (const day of res.body.series as (Item & { parts: number[] })[]) {
      expect(day.parts.reduce((a, b) => a + b, 0)).toBe(day.totalTokens);
    }

    const byMember = await org.owner.client.agent
      .get('/api/organizations/usage?splitBy=member')
      .then(expectStatus(200));
    expect(byMember.body.splits.map((s: Item) => [s.label, s.totalTokens])).toEqual([
      [org.owner.username, 150],
      [member.username, 60],
      ['No member', 7],
    ]);
    const byTeam = await org.owner.client.agent
      .get('/api/organizations/usage?splitBy=team')
      .then(expectStatus(200));
    expect(byTeam.body.splits).toEqual([{ key: 'none', label: 'In no team', totalTokens: 217 }]);

    for (const [query, message] of [
      ['groupBy=model&splitBy=team', 'splitBy goes with groupBy=day (the daily chart)'],
      ['splitBy=day', 'splitBy must be one of model, member, token, team'],
    ]) {
      const bad = await org.owner.client.agent.get(`/api/organizations/usage?${query}`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(message);
    }
    // Without splitBy nothing changes.
    const plain = await org.owner.client.agent
      .get('/api/organizations/usage')
      .then(expectStatus(200));
    expect(plain.body.splits).toBeUndefined();
    expect(plain.body.series[0].parts).toBeUndefined();
  });
});
