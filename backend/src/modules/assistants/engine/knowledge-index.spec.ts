import { ASSISTANT_IDS } from '../assistant-catalog';
import { KnowledgeBaseService } from '../knowledge-base.service';
import { KnowledgeIndex } from './knowledge-index';
import { loadAssistantDocuments, readKnowledgeJson } from './knowledge-loader';
import { SAMPLE_PLAN_CATALOGUE } from './plan-catalogue.fixture';

const samples = readKnowledgeJson<Record<string, string[]>>('sample-questions.json');
const expected = readKnowledgeJson<Record<string, Record<string, string>>>('expected-sources.json');

const OFF_TOPIC = [
  'What is the best pizza recipe?',
  'Who won the football world cup?',
  'Tell me a joke about cats',
  'What will the weather be in Paris tomorrow?',
];

// As in the app: the written corpus plus the document generated from the plan catalogue.
const knowledge = new KnowledgeBaseService();
knowledge.usePlanCatalogue(SAMPLE_PLAN_CATALOGUE);

describe.each(ASSISTANT_IDS)('retrieval quality for %s', (assistant) => {
  const index = knowledge.index(assistant);

  it('has six sample questions, each with an expected source', () => {
    expect(samples[assistant]).toHaveLength(6);
    for (const question of samples[assistant]) expect(expected[assistant][question]).toBeTruthy();
  });

  it.each(samples[assistant])('ranks the right document first for "%s"', (question) => {
    const result = index.retrieve(question);
    expect(result.ranked[0]?.chunk.docTitle).toBe(expected[assistant][question]);
    expect(result.confidence).toBe('high');
  });

  it.each(OFF_TOPIC)('answers the off-topic "%s" with low confidence', (question) => {
    expect(index.retrieve(question).confidence).toBe('low');
  });
});

describe('KnowledgeIndex', () => {
  it('returns nothing for a question of stop words only', () => {
    const index = new KnowledgeIndex(loadAssistantDocuments('brain'));
    expect(index.retrieve('what is it?')).toEqual({ ranked: [], confidence: 'low', coverage: 0 });
  });
});
