import { ConversationTurn } from '../providers/llm-provider';
import { ConversationStore } from './conversation-store';

/**
 * Where one chat's earlier turns come from and where a finished exchange goes: the short-lived
 * session store for anonymous visitors (and signed-in users with memory off), or the user's
 * stored conversation memory (modules/memory) when memory is on.
 */
export interface ConversationMemory {
  history(): Promise<ConversationTurn[]>;
  remember(turns: ConversationTurn[]): Promise<void>;
}

export function sessionMemory(store: ConversationStore, key: string): ConversationMemory {
  return {
    history: () => store.history(key),
    remember: (turns) => store.append(key, turns),
  };
}
