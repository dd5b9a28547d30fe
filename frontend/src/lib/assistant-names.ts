import { titleCaseWords } from './title-case';

/**
 * The assistants' names as the demo shows them, by the id stored with a conversation
 * (backend/src/modules/assistants/assistant-catalog.ts; assistant-names.test.ts keeps the two
 * in step). Spec: "brain" is the intelligence assistant, "deploy" the Operations Manager.
 */
export const ASSISTANT_NAMES: Record<string, string> = {
  brain: 'Intelligence Assistant',
  deploy: 'Operations Manager',
  compliance: 'Compliance Assistant',
  docs: 'Internal Documentation',
  developer: 'Developer Assistant',
};

/** "brain" → "Intelligence Assistant"; an id added later reads as words, not as code. */
export function assistantName(id: string): string {
  return ASSISTANT_NAMES[id] ?? titleCaseWords(id);
}
