import { AllowanceState } from '../../usage/usage.contract';
import { UpstreamServer } from '../routing/upstream-server';

/** OpenAI's token headers from the allowance state (limit and remaining only when limited). */
export function allowanceHeaders(
  state: AllowanceState | null,
  nowMs: number,
): Record<string, string> {
  if (!state) return {};
  const headers: Record<string, string> = {
    'x-ratelimit-reset-tokens': duration(state.resetsAt.getTime() - nowMs),
  };
  if (state.limitTokens !== null) headers['x-ratelimit-limit-tokens'] = String(state.limitTokens);
  if (state.remainingTokens !== null)
    headers['x-ratelimit-remaining-tokens'] = String(state.remainingTokens);
  return headers;
}

/** Which of the organization's servers answered, and after how many attempts. */
export function servedByHeaders(server: UpstreamServer, attempts: number): Record<string, string> {
  return {
    'x-ironkeep-server-id': server.id,
    // Names are free text; a header value must be ASCII.
    'x-ironkeep-server-name': encodeURIComponent(server.name),
    'x-ironkeep-attempts': String(attempts),
  };
}

/** OpenAI's duration format for resets: "1h2m3s", "45s", "0s". */
export function duration(ms: number): string {
  let seconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  seconds -= hours * 3600;
  const minutes = Math.floor(seconds / 60);
  seconds -= minutes * 60;
  return `${hours ? `${hours}h` : ''}${hours || minutes ? `${minutes}m` : ''}${seconds}s`;
}
