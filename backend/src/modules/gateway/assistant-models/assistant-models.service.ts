import { Injectable } from '@nestjs/common';
import { OrganizationKnowledge } from '../../assistants/organization-knowledge';
import { CustomAssistantsService } from '../../custom-assistants/custom-assistants.service';
import { OpenAiModelDto } from '../edge/list-models';
import { GatewayErrors } from '../edge/openai-errors';
import { mayCall } from '../settings/assistant-generation';
import { AiSettingsService } from '../settings/ai-settings.service';
import { GatewayService } from '../gateway.service';
import { Caller } from '../gateway-deps';
import {
  ASSISTANT_MODEL_PREFIX,
  assistantSlug,
  lastUserText,
  withAssistantPrompt,
} from './assistant-prompt';
import { ChatMessage } from '../edge/chat-request';

type Viewer = Pick<Caller, 'organizationId' | 'userId' | 'tokenModels'>;

/**
 * Custom assistants as models of /api/v1 (`assistant:{slug}`, issue 42 item 4): listed for the
 * callers who may use them, and a chat completion naming one is rewritten into one on its model
 * with its instructions and passages. Refused exactly as an unknown model (404 model_not_found)
 * when the assistant's access or its model's access (teams, the token's model list) does not
 * allow the caller.
 */
@Injectable()
export class AssistantModelsService {
  constructor(
    private readonly gateway: GatewayService,
    private readonly assistants: CustomAssistantsService,
    private readonly settings: AiSettingsService,
    private readonly knowledge: OrganizationKnowledge,
  ) {}

  /** The `assistant:{slug}` entries of GET /api/v1/models the caller may call now. */
  async list(viewer: Viewer): Promise<OpenAiModelDto[]> {
    const found = await this.assistants.listUsableBy(viewer.organizationId, viewer.userId);
    if (!found.length) return [];
    // Read once for all the assistants without a model of their own.
    const fallback = await this.settings.effectiveModel(viewer.organizationId);
    const entries: OpenAiModelDto[] = [];
    for (const assistant of found) {
      if (!(await this.modelFor(viewer, assistant.model ?? fallback))) continue;
      entries.push({
        id: `${ASSISTANT_MODEL_PREFIX}${assistant.slug}`,
        object: 'model',
        created: Math.floor(new Date(assistant.createdAt).getTime() / 1000),
        owned_by: 'organization',
      });
    }
    return entries;
  }

  /** A chat completion's body as the gateway routes it: unchanged unless it names an assistant. */
  async prepare(caller: Caller, body: unknown): Promise<unknown> {
    const requested = (body as { model?: unknown } | null)?.model;
    const slug = assistantSlug(requested);
    if (slug === null) return body;
    const refused = () => GatewayErrors.modelNotFound(String(requested));
    const assistant = await this.assistants.usableBy(caller.organizationId, caller.userId, slug);
    if (!assistant) throw refused();
    const model = await this.modelFor(caller, assistant.model);
    if (!model) throw refused();
    const input = body as { messages?: unknown };
    // A malformed list is left to the request checks, which say what is wrong with it.
    if (!Array.isArray(input.messages)) return { ...input, model };
    const messages = input.messages as ChatMessage[];
    const { scope, documentIds } = assistant.knowledge;
    const retrieval =
      scope === 'none'
        ? null
        : await this.knowledge.retrieve(
            caller.organizationId,
            lastUserText(messages),
            [],
            scope === 'documents' ? documentIds : undefined,
          );
    const named = { ...assistant, knowledge: { scope, documentIds: documentIds ?? [] } };
    return { ...input, model, messages: withAssistantPrompt(named, messages, retrieval) };
  }

  /** The model the assistant answers with (its own, else the default) if the caller may call it. */
  private async modelFor(viewer: Viewer, own: string | null): Promise<string | null> {
    const model = own ?? (await this.settings.effectiveModel(viewer.organizationId));
    if (!model) return null;
    const { deps } = this.gateway;
    return (await mayCall(deps, viewer.organizationId, viewer.userId, model, viewer.tokenModels))
      ? model
      : null;
  }
}
