import { ASSISTANT_IDS, ASSISTANTS } from '../assistant-catalog';
import { KnowledgeBaseService } from '../knowledge-base.service';
import { composeExtractiveAnswer, groundAnswer } from './answer-composer';
import { loadAssistantDocuments } from './knowledge-loader';
import { PLAN_CATALOGUE_TITLE, planCatalogueMarkdown } from './plan-catalogue-document';
import { SAMPLE_PLAN_CATALOGUE } from './plan-catalogue.fixture';

function brainAnswer(knowledge: KnowledgeBaseService, question: string) {
  const retrieval = knowledge.retrieve('brain', question, []);
  const context = groundAnswer(ASSISTANTS.brain, retrieval);
  const text = composeExtractiveAnswer(
    ASSISTANTS.brain,
    context,
    knowledge.index('brain').documents,
    question,
  );
  return { retrieval, context, text };
}

describe('the plan catalogue as a knowledge document', () => {
  const knowledge = new KnowledgeBaseService();
  knowledge.usePlanCatalogue(SAMPLE_PLAN_CATALOGUE);

  it('states every plan with its price, server limit, token allowance and license', () => {
    const markdown = planCatalogueMarkdown(SAMPLE_PLAN_CATALOGUE);
    expect(markdown).toContain(
      'Starter: $99 per month; Professional: $499 per month; Enterprise: $1,999 per month.',
    );
    expect(markdown).toContain(
      '- **Starter**: $99 per month. 1 AI server; 5 million tokens a month; Starter license for 1 user.',
    );
    expect(markdown).toContain(
      '- **Professional**: $499 per month. Up to 5 AI servers; 50 million tokens a month; Pro license for 5 users.',
    );
    expect(markdown).toContain(
      '- **Enterprise**: $1,999 per month. Unlimited AI servers; Unlimited tokens; Pro license for 25 users.',
    );
    expect(markdown).toContain('14-day free trial');
    expect(markdown).toContain('The Pro tier (the Professional plan) allows 5 users');
    expect(markdown).toContain('The Pro tier (the Enterprise plan) allows 25 users');
  });

  it.each([
    'How is IronKeep priced?',
    'How much does IronKeep cost?',
    'What are the prices of the plans?',
    'Is there a free trial?',
    'How many users does the Starter license allow?',
    'What does the Professional plan include?',
    'How many tokens a month does each plan include?',
  ])('answers "%s" from the catalogue document', (question) => {
    const { retrieval, context } = brainAnswer(knowledge, question);
    expect(retrieval.confidence).toBe('high');
    expect(context.sources[0]).toBe(PLAN_CATALOGUE_TITLE);
  });

  it('quotes every price for a pricing question, and the new ones once the catalogue changes', () => {
    const before = brainAnswer(knowledge, 'How much does IronKeep cost?').text;
    for (const price of ['$99 per month', '$499 per month', '$1,999 per month']) {
      expect(before).toContain(price);
    }
    const [starter, ...others] = SAMPLE_PLAN_CATALOGUE.plans;
    knowledge.usePlanCatalogue({
      trialDays: 30,
      plans: [{ ...starter, price: 129 }, ...others],
    });
    const after = brainAnswer(knowledge, 'How much does IronKeep cost?').text;
    expect(after).toContain('Starter: $129 per month');
    expect(after).toContain('30-day free trial');
    expect(after).not.toContain('$99 per month');
    // One document replaced, not a second one added.
    const titles = knowledge.index('brain').documents.map((d) => d.title);
    expect(titles.filter((t) => t === PLAN_CATALOGUE_TITLE)).toHaveLength(1);
  });

  it('leaves prices to the catalogue: no written document claims another price model', () => {
    for (const assistant of ASSISTANT_IDS) {
      for (const doc of loadAssistantDocuments(assistant)) {
        const text = doc.chunks.map((c) => c.text).join('\n');
        expect(text).not.toMatch(/no public price list|per-seat licen/i);
        expect(text).not.toMatch(/\$(99|499|1,999)\b/);
      }
    }
  });
});
