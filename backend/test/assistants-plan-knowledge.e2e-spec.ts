import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { PLAN_CATALOGUE_TITLE } from '../src/modules/assistants/engine/plan-catalogue-document';
import { PlanEntity } from '../src/modules/billing/entities/plan.entity';
import { PlanKnowledgeService } from '../src/modules/plan-knowledge/plan-knowledge.service';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { parseSse } from './sse-helpers';

interface Plan {
  id: string;
  name: string;
  price: number;
  currency: string;
  interval: string;
  maxServers: number;
  licenseTier: string;
}

/** How /pricing writes a price: "$1,999" per "month". */
const price = (plan: Plan) =>
  `${new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: plan.currency.toUpperCase(),
    minimumFractionDigits: Number.isInteger(plan.price) ? 0 : 2,
  }).format(plan.price)} per ${plan.interval}`;

describe('The demo assistant answers pricing questions from the plan catalogue', () => {
  let app: NestFastifyApplication;
  let api: ApiClient;

  beforeAll(async () => {
    app = await createTestApp({ THROTTLE_ENABLED: 'false' });
    api = new ApiClient(app);
  });
  afterAll(() => app.close());

  const plans = async (): Promise<Plan[]> =>
    (await api.agent.get('/api/billing/plans').then(expectStatus(200))).body;

  /** Asks the Intelligence assistant through the public stream route, as the demo does. */
  async function ask(query: string) {
    const res = await api
      .post('/api/demo/ai/brain/stream', { query, sessionId: `plans-${query.length}` })
      .then(expectStatus(200));
    const { events } = parseSse(res.text);
    const text = events
      .filter((e) => e.type === 'chunk')
      .map((e) => e.content)
      .join('');
    return { metadata: events[0], text };
  }

  it('quotes the price of every plan /pricing sells, with its servers and license', async () => {
    const onSale = await plans();
    expect(onSale.length).toBeGreaterThan(0);
    const { metadata, text } = await ask('How much does IronKeep cost?');
    expect(metadata).toMatchObject({ type: 'metadata', confidence: 'high' });
    expect((metadata.sources as string[])[0]).toBe(PLAN_CATALOGUE_TITLE);
    for (const plan of onSale) {
      expect(text).toContain(`${plan.name}: ${price(plan)}`);
      const servers =
        plan.maxServers === -1 ? 'Unlimited AI servers' : `${plan.maxServers} AI server`;
      const tier = plan.licenseTier[0].toUpperCase() + plan.licenseTier.slice(1);
      expect(text).toMatch(
        new RegExp(`\\*\\*${plan.name}\\*\\*: [^\\n]*${servers}[^\\n]*; ${tier} license for`),
      );
    }
    expect(text).not.toMatch(/no public price list|sold as simple per-seat/i);
  });

  it('follows a price changed in the catalogue on its next read', async () => {
    const db = app.get(DataSource).getRepository(PlanEntity);
    const [first] = await plans();
    const original = await db.findOneByOrFail({ id: first.id });
    try {
      await db.update({ id: first.id }, { priceCents: original.priceCents + 3000 });
      expect(await app.get(PlanKnowledgeService).refresh()).toBe(true);
      const [changed] = await plans();
      expect(changed.price).toBe(first.price + 30);
      const { text } = await ask('What are the prices of the plans?');
      expect(text).toContain(`${changed.name}: ${price(changed)}`);
      expect(text).not.toContain(`${first.name}: ${price(first)}`);
      // Nothing changed since: the knowledge base is left as it is.
      expect(await app.get(PlanKnowledgeService).refresh()).toBe(false);
    } finally {
      await db.update({ id: first.id }, { priceCents: original.priceCents });
      await app.get(PlanKnowledgeService).refresh();
    }
  });
});
