import { Injectable } from '@nestjs/common';
import { ASSISTANTS, AssistantId, AssistantProfile, isAssistantId } from './assistant-catalog';
import { AssistantsErrors } from './assistants.errors';
import { OrganizationAssistants } from './organization-assistants';
import { OrganizationModels } from './organization-models';

/** The assistant id of the plain chat on a model the member picks (issue 42 item 1). */
export const PLAIN_CHAT = 'chat';

/** How one question is answered: the path id resolved, checked before the stream opens. */
export interface AnswerSetup {
  /** The path id: what memory stores the conversation under. */
  id: string;
  profile: AssistantProfile;
  /** The built-in knowledge base searched as well, or null ('chat', custom assistants). */
  builtin: AssistantId | null;
  /** The system prompt's opening: a custom assistant's instructions, or null (the default). */
  intro: string | null;
  /** The model asked for; null: the organization's default model. */
  model: string | null;
  /** The organization's documents searched: all (undefined ids), chosen ones, or none (null). */
  documents: { ids?: string[] } | null;
  /** The label for metrics (slugs are the organizations' own: not a label each). */
  metricsId: string;
}

/** A built-in assistant: its knowledge base and the organization's documents. */
export function builtinSetup(assistant: AssistantId, model: string | null = null): AnswerSetup {
  return {
    id: assistant,
    profile: ASSISTANTS[assistant],
    builtin: assistant,
    intro: null,
    model,
    documents: {},
    metricsId: assistant,
  };
}

export interface Asker {
  id: string;
  organizationId: string | null;
}

/**
 * Turns `POST /api/assistants/{assistant}/stream` into an AnswerSetup: a built-in assistant
 * (optionally on a chosen model), the plain chat on a chosen model, or a custom assistant the
 * member may use. Refusals here are JSON errors, before any byte of the stream.
 */
@Injectable()
export class AnswerSetups {
  constructor(
    private readonly assistants: OrganizationAssistants,
    private readonly models: OrganizationModels,
  ) {}

  async resolve(assistant: string, model: string | undefined, user: Asker): Promise<AnswerSetup> {
    if (isAssistantId(assistant)) {
      if (model) await this.requireModel(user, model);
      return builtinSetup(assistant, model ?? null);
    }
    if (assistant === PLAIN_CHAT) {
      if (!model) throw AssistantsErrors.chooseModel();
      await this.requireModel(user, model);
      return {
        id: PLAIN_CHAT,
        profile: { id: PLAIN_CHAT, name: 'Chat', codeExamples: false },
        builtin: null,
        intro: 'You are a helpful assistant.',
        model,
        documents: {},
        metricsId: PLAIN_CHAT,
      };
    }
    // A custom assistant: its own model and scope; a model in the body is ignored.
    const found = await this.assistants.find(user.organizationId, user.id, assistant);
    if (!found) throw AssistantsErrors.unknownAssistant(assistant);
    if (found.model) await this.requireModel(user, found.model);
    const { scope, documentIds } = found.knowledge;
    return {
      id: found.slug,
      profile: { id: found.slug, name: found.name, codeExamples: false },
      builtin: null,
      intro: found.instructions.trim() || `You are ${found.name}, a helpful assistant.`,
      model: found.model,
      documents: scope === 'none' ? null : scope === 'documents' ? { ids: documentIds } : {},
      metricsId: 'custom',
    };
  }

  private async requireModel(user: Asker, model: string): Promise<void> {
    if (!(await this.models.mayUse(user.organizationId, user.id, model))) {
      throw AssistantsErrors.modelNotFound(model);
    }
  }
}
