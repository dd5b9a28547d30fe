import { ASSISTANT_IDS, ASSISTANTS, AssistantId } from '../assistant-catalog';
import { KnowledgeBaseService } from '../knowledge-base.service';
import { composeExtractiveAnswer, groundAnswer } from './answer-composer';
import { excerptPassage } from './passage-excerpt';
import { SAMPLE_PLAN_CATALOGUE } from './plan-catalogue.fixture';

/**
 * Issue 34 item 9: the built-in engine answers the question asked, a direct sentence first and
 * then the passages it comes from, and never cuts an answer short.
 */
const knowledge = new KnowledgeBaseService();
knowledge.usePlanCatalogue(SAMPLE_PLAN_CATALOGUE);

function answer(assistant: AssistantId, question: string): string {
  const context = groundAnswer(ASSISTANTS[assistant], knowledge.retrieve(assistant, question, []));
  const { documents } = knowledge.index(assistant);
  return composeExtractiveAnswer(ASSISTANTS[assistant], context, documents, question);
}

const LIST_OR_TABLE = /^\s*(?:[-*+]|\d+[.)]|\|)\s*/;
const paragraphs = (text: string) => text.split(/\n{2,}/);

describe('the built-in answer: a direct answer first', () => {
  it.each([
    [
      'How much does IronKeep cost per month for 3 AI servers?',
      'For 3 AI servers: Professional, $499/month, up to 5 servers.',
    ],
    ['Which plan do I need for three servers?', 'For 3 AI servers: Professional, $499/month'],
    ['What is the price for 6 AI servers?', 'For 6 AI servers: Enterprise, $1,999/month'],
    ['How much for 1 server?', 'For 1 AI server: Starter, $99/month, 1 server.'],
    [
      'How much does IronKeep cost?',
      'IronKeep has 3 plans: Starter, $99/month, 1 server; Professional, $499/month, up to 5 servers; Enterprise, $1,999/month, unlimited servers.',
    ],
  ])('"%s" is answered from the plan catalogue', (question, lead) => {
    const text = answer('brain', question);
    expect(paragraphs(text)[0]).toContain(lead);
    // Then the sources: the catalogue's own passages, quoted.
    expect(text).toContain('**Plans and Prices: How IronKeep Is Priced');
  });

  it('counts IronKeep Local users too: Enterprise licenses more of them than Professional', () => {
    expect(paragraphs(answer('brain', 'How much does IronKeep cost for 10 users?'))[0]).toBe(
      'For 10 users of IronKeep Local: Enterprise, $1,999/month, unlimited servers, IronKeep Local for 25 users. It is the least expensive plan that does (Starter allows 1 user; Professional allows 5 users).',
    );
  });

  it('says when no plan on the price list covers what was asked', () => {
    expect(paragraphs(answer('brain', 'How much does IronKeep cost for 100 users?'))[0]).toMatch(
      /^No plan on the price list covers 100 users of IronKeep Local: the largest, Enterprise/,
    );
  });

  it.each([
    ['compliance', 'How long are audit logs retained?', /retains audit logs for \*\*7 years\*\*/],
    ['docs', 'How many PTO days do employees get?', /\*\*20 days of PTO per year\*\*/],
    ['compliance', 'What are the breach notification deadlines?', /within 72 hours/],
    ['brain', 'What does the uptime SLA apply to?', /^The uptime SLA applies to: Deployments/],
  ] as [AssistantId, string, RegExp][])(
    '%s: "%s" starts with the sentence that answers it',
    (assistant, question, lead) => {
      const first = paragraphs(answer(assistant, question))[0];
      expect(first).toMatch(lead);
      expect(first).not.toMatch(/^\*\*[^*]+\*\*$/); // a sentence, not a pasted source heading
    },
  );
});

describe('the built-in answer: never cut short', () => {
  const questions = ASSISTANT_IDS.flatMap((id) =>
    knowledge.sampleQuestions[id].map((q) => [id, q] as [AssistantId, string]),
  );

  it.each(questions)('%s: "%s"', (assistant, question) => {
    const blocks = paragraphs(answer(assistant, question));
    expect(blocks[0]).toMatch(/[.!?)*`]$/);
    blocks.forEach((block, i) => {
      const lastLine = block.split('\n').pop()!.trim();
      if (LIST_OR_TABLE.test(lastLine)) return;
      // Every paragraph ends a sentence; one ending in ':' is followed by what it introduces.
      if (lastLine.endsWith(':')) expect(blocks[i + 1]).toMatch(LIST_OR_TABLE);
      else expect({ block: lastLine }).toEqual({ block: expect.stringMatching(/[.!?)*`"]$/) });
    });
  });
});

describe('excerptPassage', () => {
  const intro = 'The uptime SLA applies to:';
  const list = '- Managed deployments.\n- Customer-operated deployments.';

  it('keeps an introduction with its list, even when the list goes past the limit', () => {
    const text = `${'A first paragraph. '.repeat(10).trim()}\n\n${intro}\n\n${list}`;
    expect(excerptPassage(text, { max: 220 })).toBe(`${text.split('\n\n')[0]}`);
    expect(excerptPassage(text, { max: 400 })).toBe(text);
    expect(excerptPassage(`${intro}\n\n${list}`, { max: 10 })).toBe(`${intro}\n\n${list}`);
  });

  it("ends an introduction whose code was taken out as a sentence: 'see the code' once, else '.'", () => {
    const text =
      'Back up the database:\n\nThen restore into an empty database:\n\nCheck /api/health.';
    expect(excerptPassage(text, { max: 500, codeNote: ' (see the code example below).' })).toBe(
      'Back up the database (see the code example below).\n\nThen restore into an empty database.\n\nCheck /api/health.',
    );
    // A list item ending in ':' introduced code, not the next items of its own list.
    const steps = '1. Stop writes.\n2. Restore:\n\n3. Start the backend.';
    expect(excerptPassage(steps, { max: 500 })).toBe(
      '1. Stop writes.\n2. Restore.\n\n3. Start the backend.',
    );
  });

  it('gives the first rows of a long list or table, then how many more there are', () => {
    const rows = Array.from({ length: 12 }, (_, i) => `| Route ${i} | ${i} per minute |`);
    const table = ['| What | Limit |', '|---|---|', ...rows].join('\n');
    const text = `Rate limits protect the service.\n\n${table}`;
    const excerpt = excerptPassage(text, { max: 300 });
    expect(excerpt).toMatch(
      /^Rate limits protect the service\.\n\n\| What \| Limit \|\n\|---\|---\|\n\| Route 0 /,
    );
    expect(excerpt).toMatch(/\n\n…and \d+ more in the source\.$/);
    const items = Array.from({ length: 30 }, (_, i) => `- Item number ${i} of a long list.`);
    const long = excerptPassage(`These apply:\n\n${items.join('\n')}`, { max: 200 });
    expect(long).toMatch(/^These apply:\n\n- Item number 0 of a long list\./);
    expect(long).toMatch(/\n- …and \d+ more in the source\.$/);
  });
});
