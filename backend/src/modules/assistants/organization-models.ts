import { Injectable } from '@nestjs/common';
import { PromptMessage } from './providers/grounded-prompt';

/** An answer under way on one of the organization's servers. */
export interface OrganizationGeneration {
  /** What answers, for the stream's metadata: "llama3.1:8b on GPU box 1". */
  label: string;
  /** The answer's text, piece by piece; throws when the server fails mid-way. */
  pieces: AsyncIterable<string>;
}

/** No answer: a limit of the member's (their own or their team's) stops it, said in words. */
export interface OrganizationRefusal {
  label: string;
  refusal: string;
}

/**
 * Starts a generation on the organization's servers; a refusal when one of the member's limits
 * stops it; null when none can answer.
 */
export type OpenOrganizationGeneration = (
  organizationId: string,
  userId: string,
  messages: PromptMessage[],
  signal: AbortSignal,
  /** The model asked for; absent: the organization's default model. */
  model?: string,
) => Promise<OrganizationGeneration | OrganizationRefusal | null>;

/** Whether the member may call `model` (it exists and their model access allows it). */
export type ModelAccessCheck = (
  organizationId: string,
  userId: string,
  model: string,
) => Promise<boolean>;

export const BUILTIN_ENGINE_LABEL = 'Built-in engine: no AI server of yours is available';
export const LIMIT_REACHED_LABEL = 'No answer: a limit of yours is reached';

/**
 * The registration point for the organization's own AI servers. The gateway (modules/gateway,
 * above this module) registers its router here at start-up, as the knowledge module registers
 * its search in OrganizationKnowledge; without a registration the built-in engine answers.
 */
@Injectable()
export class OrganizationModels {
  private openGeneration?: OpenOrganizationGeneration;
  private accessCheck?: ModelAccessCheck;

  register(open: OpenOrganizationGeneration, mayUse?: ModelAccessCheck): void {
    this.openGeneration = open;
    this.accessCheck = mayUse;
  }

  open(
    organizationId: string,
    userId: string,
    messages: PromptMessage[],
    signal: AbortSignal,
    model?: string,
  ): Promise<OrganizationGeneration | OrganizationRefusal | null> {
    if (!this.openGeneration) return Promise.resolve(null);
    return this.openGeneration(organizationId, userId, messages, signal, model);
  }

  /** Without the gateway no model of the organization can be asked for by name. */
  async mayUse(organizationId: string | null, userId: string, model: string): Promise<boolean> {
    if (!this.accessCheck || !organizationId) return false;
    return this.accessCheck(organizationId, userId, model);
  }
}
