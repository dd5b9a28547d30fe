/** One of the organization's own assistants, as the picker offers it (the route supplies them). */
export type PickerAssistant = {
  /** Its slug: the stream route's id for it. */
  id: string;
  name: string;
  description?: string;
  /** An icon name of components/ui/assistant-icon. */
  icon: string;
  color?: string;
  starters?: string[];
};

/** A model the member may use, with its live health. */
export type PickerModel = { id: string; available: boolean };

/** What the member chats with: an assistant (built-in or the organization's), or a model. */
export type ChatChoice = { kind: 'assistant'; id: string } | { kind: 'model'; id: string };

export const DEFAULT_CHOICE: ChatChoice = { kind: 'assistant', id: 'brain' };
export const BUILT_IN_ASSISTANTS = ['brain', 'deploy'] as const;

/** The stream route's path id: the assistant's, or 'chat' with a `model` for a model. */
export const streamTargetOf = (choice: ChatChoice) =>
  choice.kind === 'model'
    ? { assistant: 'chat', model: choice.id }
    : { assistant: choice.id, model: undefined };

/** The choice a stored conversation was had with ('chat' remembers its model). */
export function choiceOfConversation(
  assistantType: string,
  model: string | null | undefined,
): ChatChoice | null {
  if (assistantType !== 'chat') return { kind: 'assistant', id: assistantType };
  return model ? { kind: 'model', id: model } : null;
}

export const choiceKey = (choice: ChatChoice) => `${choice.kind}:${choice.id}`;

export function choiceOfKey(key: string): ChatChoice | null {
  const [kind, ...rest] = key.split(':');
  const id = rest.join(':');
  if (!id || (kind !== 'assistant' && kind !== 'model')) return null;
  return { kind, id };
}

const STORAGE_KEY = 'ironkeep.assistants.choice';

/** The member's last choice on this browser (a reload keeps it); none when storage fails. */
export function readStoredChoice(): ChatChoice | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? choiceOfKey(raw) : null;
  } catch {
    return null;
  }
}

export function storeChoice(choice: ChatChoice): void {
  try {
    localStorage.setItem(STORAGE_KEY, choiceKey(choice));
  } catch {
    // Private mode or a full storage: the choice lasts until the page is left.
  }
}
