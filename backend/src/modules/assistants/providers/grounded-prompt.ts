import { RankedChunk } from '../engine/knowledge-index';
import { GenerationRequest } from './llm-provider';

export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * What the answer says first when no passage matched and a model answers from its own
 * knowledge (issue 42, item 8): the reader knows the organization's documents were searched.
 */
export const GENERAL_ANSWER_NOTE =
  "I found nothing about this in your organization's documents, so this answer comes from the model's general knowledge.\n\n";
/** The same for a visitor of the public demo, who has no organization. */
export const GENERAL_DEMO_NOTE =
  "I found nothing about this in IronKeep's knowledge base, so this answer comes from the model's general knowledge.\n\n";

/**
 * With passages that match, they ground the model: it answers from them and says what they do
 * not cover. With none, it answers as an ordinary assistant from its own knowledge (no refusal
 * instruction: "write me a bash script" must get a script), and the engine prefixes
 * GENERAL_ANSWER_NOTE. Sources shown to the user still come from retrieval, never from the model.
 */
export function buildGroundedMessages(request: GenerationRequest): PromptMessage[] {
  const { profile, context, history, query } = request;
  const opening = request.intro ?? `You are IronKeep's ${profile.name}, a helpful assistant.`;
  return [
    { role: 'system', content: groundedSystemPrompt(opening, context.passages) },
    ...history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: query },
  ];
}

/**
 * The system prompt: `opening` (IronKeep's assistant, or a custom assistant's instructions,
 * whole, as its administrators wrote them), then the grounding rule for `passages` (none: answer
 * from general knowledge). Also what `assistant:{slug}` on /api/v1 puts before the caller's turns.
 */
export function groundedSystemPrompt(opening: string, passages: readonly RankedChunk[]): string {
  const quoted = passages
    .map((p, i) => `[${i + 1}] ${p.chunk.docTitle} — ${p.chunk.heading}\n${p.chunk.text}`)
    .join('\n\n');
  const intro = `${opening.trim()}\n\nFormat answers in Markdown (headings, lists, tables and fenced code blocks with a language) where helpful.`;
  return quoted
    ? `${intro} Ground your answer in the passages below (from the knowledge base or the ` +
        `organization's own documents) and prefer them over general knowledge. If they cover ` +
        `only part of the question, say which part they do not cover and answer the rest from ` +
        `general knowledge, marked as such.\n\nPassages:\n${quoted}`
    : `${intro} Nothing in the organization's documents or the knowledge base matched this ` +
        `question, and the reader has already been told so: answer it fully from your own ` +
        `general knowledge, without mentioning missing passages or documents.`;
}
