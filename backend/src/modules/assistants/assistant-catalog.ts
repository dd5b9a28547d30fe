/** The demo assistants: which corpus folder each one answers from and how it presents answers. */
export interface AssistantProfile {
  /** A built-in id; 'chat' or a custom assistant's slug for those (issue 42). */
  id: string;
  name: string;
  /** Whether answers may carry a code example (spec: only where the assistant is configured for it). */
  codeExamples: boolean;
}

export const ASSISTANT_IDS = ['brain', 'deploy', 'compliance', 'docs', 'developer'] as const;
export type AssistantId = (typeof ASSISTANT_IDS)[number];

export const ASSISTANTS: Record<AssistantId, AssistantProfile> = {
  brain: { id: 'brain', name: 'Intelligence Assistant', codeExamples: false },
  deploy: { id: 'deploy', name: 'Operations Manager', codeExamples: true },
  compliance: { id: 'compliance', name: 'Compliance Assistant', codeExamples: false },
  docs: { id: 'docs', name: 'Internal Documentation', codeExamples: false },
  developer: { id: 'developer', name: 'Developer Assistant', codeExamples: true },
};

export function isAssistantId(value: string): value is AssistantId {
  return (ASSISTANT_IDS as readonly string[]).includes(value);
}
