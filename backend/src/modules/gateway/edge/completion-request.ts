import {
  bad,
  boolean,
  checkModel,
  checkOptionalFields,
  Check,
  isObject,
  number,
  SAMPLING_FIELDS,
  string,
} from './request-checks';
import { GatewayErrors } from './openai-errors';

/**
 * A legacy text completion request (POST /api/v1/completions) as validated: code editors use it
 * for fill-in-the-middle (`prompt` before the cursor, `suffix` after it). Passed on as sent.
 */
export interface CompletionRequest {
  model: string;
  prompt: string | string[];
  suffix?: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  temperature?: number;
  top_p?: number;
  max_tokens?: number;
  stop?: string | string[];
  seed?: number;
  [field: string]: unknown;
}

const MAX_PROMPTS = 100;

const COMPLETION_FIELDS: Record<string, Check> = {
  ...SAMPLING_FIELDS,
  suffix: string,
  echo: boolean,
  logprobs: number(0, 5, true),
  best_of: number(1, 1, true),
};

/** Validates the body of POST /api/v1/completions; throws a 400 naming the field. */
export function parseCompletionRequest(body: unknown): CompletionRequest {
  if (!isObject(body)) throw GatewayErrors.invalid('The request body must be a JSON object');
  checkModel(body.model);
  const { prompt } = body;
  const texts = typeof prompt === 'string' ? [prompt] : prompt;
  if (
    !Array.isArray(texts) ||
    texts.length === 0 ||
    texts.length > MAX_PROMPTS ||
    texts.some((text) => typeof text !== 'string')
  )
    throw bad('prompt', `'prompt' must be a string or up to ${MAX_PROMPTS} strings`);
  checkOptionalFields(body, ['model', 'prompt'], COMPLETION_FIELDS);
  return body as CompletionRequest;
}

/** Characters of prompt (and suffix): the basis of an estimate when a server reports no usage. */
export function completionPromptChars(request: CompletionRequest): number {
  const prompts = typeof request.prompt === 'string' ? [request.prompt] : request.prompt;
  return prompts.reduce((sum, text) => sum + text.length, request.suffix?.length ?? 0);
}
