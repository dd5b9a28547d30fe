import { groundAnswer } from '../../assistants/engine/answer-composer';
import { Retrieval } from '../../assistants/engine/knowledge-index';
import { PublishedAssistant } from '../../assistants/organization-assistants';
import { groundedSystemPrompt } from '../../assistants/providers/grounded-prompt';
import { ChatMessage } from '../edge/chat-request';

/** The model id prefix a program names a custom assistant by: `assistant:hr-helper`. */
export const ASSISTANT_MODEL_PREFIX = 'assistant:';

/** The slug in `assistant:{slug}`, or null for any other model name. */
export function assistantSlug(model: unknown): string | null {
  if (typeof model !== 'string' || !model.startsWith(ASSISTANT_MODEL_PREFIX)) return null;
  return model.slice(ASSISTANT_MODEL_PREFIX.length);
}

/** The text of the caller's last user turn (string content, or the text parts of a list). */
export function lastUserText(messages: readonly ChatMessage[]): string {
  const last = [...messages].reverse().find((m) => m.role === 'user');
  if (!last) return '';
  if (typeof last.content === 'string') return last.content;
  if (!Array.isArray(last.content)) return '';
  return last.content
    .map((part: unknown) =>
      typeof part === 'object' && part !== null && (part as { type?: unknown }).type === 'text'
        ? String((part as { text?: unknown }).text ?? '')
        : '',
    )
    .join(' ')
    .trim();
}

/**
 * The caller's messages with the assistant's system prompt first: its instructions and the
 * passages its knowledge scope found for the last user turn, as the members' chat grounds them.
 */
export function withAssistantPrompt(
  assistant: PublishedAssistant,
  messages: readonly ChatMessage[],
  retrieval: Retrieval | null,
): ChatMessage[] {
  const profile = { id: assistant.slug, name: assistant.name, codeExamples: false };
  const nothing: Retrieval = { confidence: 'low', coverage: 0, ranked: [] };
  const { passages } = groundAnswer(profile, retrieval ?? nothing);
  const opening =
    assistant.instructions.trim() || `You are ${assistant.name}, a helpful assistant.`;
  return [{ role: 'system', content: groundedSystemPrompt(opening, passages) }, ...messages];
}
