import { AdapterFor } from './adapters/adapter-for';
import { Caller } from './metering/generation-meter';
import { GatewayRouter } from './routing/gateway-router';
import { UpstreamPools } from './upstream/upstream-pools';
import { AllowanceState, GenerationMeter } from '../usage/usage.contract';

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
  nowMs(): number;
  now(): Date;
}

export type { Caller };
