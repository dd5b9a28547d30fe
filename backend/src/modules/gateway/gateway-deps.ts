import { AdapterFor } from './adapters/adapter-for';
import { Caller } from './metering/generation-meter';
import { GatewayRouter } from './routing/gateway-router';
import { UpstreamPools } from './upstream/upstream-pools';
import { ModelStep, OrganizationRules } from './access/model-rules';
import { AllowanceState, GenerationMeter } from '../usage/usage.contract';
import type { LimitLease } from './limits/limit-gate';

/** What a gateway request needs, assembled once by GatewayService; no Nest below this line. */
export interface GatewayDeps {
  router: GatewayRouter;
  pools: UpstreamPools;
  adapters: AdapterFor;
  firstTokenTimeoutMs: number;
  idleTimeoutMs: number;
  meter: GenerationMeter | undefined;
  /** The allowance state (null: no usage module); throws 429 insufficient_quota when used up. */
  admit(organizationId: string): Promise<AllowanceState | null>;
  /**
   * The limits of the caller's token, member and teams (modules/limits): throws 429 when one is
   * reached; the lease's `end(tokens)` counts the call's tokens and frees its concurrency slot.
   */
  limits(caller: Caller): Promise<LimitLease>;
  /**
   * The models that may answer `model` for this caller, in order (its alias resolved, then its
   * fallbacks the caller may use), or 404 model_not_found, also for a model it may not use.
   */
  plan(
    caller: Pick<Caller, 'organizationId' | 'userId' | 'tokenModels'>,
    model: string,
  ): Promise<ModelStep[]>;
  /** The organization's model rules (in memory; model-access.service.ts). */
  rules(organizationId: string): OrganizationRules | Promise<OrganizationRules>;
  nowMs(): number;
  now(): Date;
}

export type { Caller };
