import { GenerationRequest } from './llm-provider';

export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * The retrieved passages ground the model: it is told to answer only from them and to say so
 * plainly when they do not cover the question. Sources shown to the user still come from
 * retrieval, never from the model.
 */
export function buildGroundedMessages(request: GenerationRequest): PromptMessage[] {
  const { profile, context, history, query } = request;
  const passages = context.passages
    .map((p, i) => `[${i + 1}] ${p.chunk.docTitle} — ${p.chunk.heading}\n${p.chunk.text}`)
    .join('\n\n');
  const system =
    `You are IronKeep's ${profile.name}. Answer using only the passages below (from the ` +
    `knowledge base or the organization's own documents). ` +
    `Be concise and practical; use Markdown lists where helpful. If the passages do not answer ` +
    `the question, say plainly that the knowledge base does not cover it and do not guess.\n\n` +
    (passages ? `Passages:\n${passages}` : 'Passages: none matched this question.');
  return [
    { role: 'system', content: system },
    ...history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: query },
  ];
}
