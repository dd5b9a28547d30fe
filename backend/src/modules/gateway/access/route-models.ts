import { GatewayError } from '../edge/openai-errors';
import { GatewayRouter, Routed } from '../routing/gateway-router';
import { UpstreamServer } from '../routing/upstream-server';
import { Attempt } from '../upstream/upstream-call';
import { ModelStep } from './model-rules';

/** The router's answers that mean "no server of this model could answer": the next model may. */
const FALL_THROUGH = new Set(['no_server_available', 'upstream_error']);

/**
 * Routes to the first model of `steps` (planModels) and, when none of its servers can answer
 * (all down, failing or cooling down), to the next: a refusal of the request itself is final.
 * The answer says which model answered.
 */
export async function routeModels<T>(
  router: GatewayRouter,
  steps: readonly ModelStep[],
  signal: AbortSignal,
  attempt: (server: UpstreamServer, model: string) => Promise<Attempt<T>>,
): Promise<Routed<T> & { model: string }> {
  for (let i = 0; ; i++) {
    const step = steps[i];
    try {
      const routed = await router.route(step.candidates, step.model, signal, (server) =>
        attempt(server, step.model),
      );
      return { ...routed, model: step.model };
    } catch (err) {
      const last = i === steps.length - 1;
      if (last || signal.aborted) throw err;
      if (!(err instanceof GatewayError) || !FALL_THROUGH.has(err.openAiCode)) throw err;
    }
  }
}

/** Header values must be visible ASCII; model names nearly always are. */
export function modelHeader(model: string): Record<string, string> {
  return {
    'x-ironkeep-model': /^[\x21-\x7e]+$/.test(model) ? model : encodeURIComponent(model),
  };
}
