import { useState } from 'react';
import {
  BUILT_IN_ASSISTANTS,
  type ChatChoice,
  DEFAULT_CHOICE,
  type PickerAssistant,
  type PickerModel,
  readStoredChoice,
  storeChoice,
} from '../lib/chat-choice';

type Lists = {
  assistants: readonly PickerAssistant[];
  models: readonly PickerModel[];
  /** Both lists have loaded: a remembered choice missing from them is no longer open. */
  ready: boolean;
};

/**
 * The member's choice of assistant or model, remembered on this browser. A remembered choice no
 * longer on offer falls back to the Intelligence Assistant; one made by continuing a stored
 * conversation stands (the picker shows it as it is).
 */
export function useChatChoice({ assistants, models, ready }: Lists) {
  const [state, setState] = useState(() => ({
    choice: readStoredChoice() ?? DEFAULT_CHOICE,
    pinned: false,
  }));
  const listed =
    state.choice.kind === 'model'
      ? models.some((m) => m.id === state.choice.id)
      : (BUILT_IN_ASSISTANTS as readonly string[]).includes(state.choice.id) ||
        assistants.some((a) => a.id === state.choice.id);
  const choice = ready && !listed && !state.pinned ? DEFAULT_CHOICE : state.choice;

  /** `pinned`: kept even when not on offer (a stored conversation carried on). */
  function choose(next: ChatChoice, { pinned = false }: { pinned?: boolean } = {}) {
    setState({ choice: next, pinned });
    storeChoice(next);
  }

  return { choice, choose };
}
