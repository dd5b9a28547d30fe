import { GatewayErrors } from './openai-errors';

/**
 * The field checks of the generation routes' requests (chat-request.ts, completion-request.ts):
 * each throws OpenAI's 400 naming the field.
 */
export const MAX_MODEL_NAME = 200;

export type Check = (value: unknown, field: string) => void;

export const bad = (field: string, message: string) => GatewayErrors.invalid(message, field);
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const number =
  (min: number, max: number, integer = false): Check =>
  (value, field) => {
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      (integer && !Number.isInteger(value))
    )
      throw bad(field, `'${field}' must be ${integer ? 'an integer' : 'a number'}`);
    if (value < min || value > max)
      throw bad(field, `'${field}' must be between ${min} and ${max}`);
  };
export const boolean: Check = (value, field) => {
  if (typeof value !== 'boolean') throw bad(field, `'${field}' must be true or false`);
};
export const string: Check = (value, field) => {
  if (typeof value !== 'string') throw bad(field, `'${field}' must be a string`);
};
export const object: Check = (value, field) => {
  if (!isObject(value)) throw bad(field, `'${field}' must be an object`);
};
export const array: Check = (value, field) => {
  if (!Array.isArray(value)) throw bad(field, `'${field}' must be an array`);
};
export const anything: Check = () => undefined;

/**
 * The optional fields both generation routes take (chat and legacy completions), with their
 * checks: streaming, sampling, vLLM's sampling extras.
 */
export const SAMPLING_FIELDS: Record<string, Check> = {
  stream: boolean,
  stream_options: (value, field) => {
    object(value, field);
    const { include_usage, include_obfuscation, ...rest } = value as Record<string, unknown>;
    if (include_usage !== undefined) boolean(include_usage, `${field}.include_usage`);
    // OpenAI's padding against length side channels: passed on as sent (vLLM ignores it).
    if (include_obfuscation !== undefined)
      boolean(include_obfuscation, `${field}.include_obfuscation`);
    const extra = Object.keys(rest)[0];
    if (extra)
      throw bad(`${field}.${extra}`, `Unrecognized request argument supplied: ${field}.${extra}`);
  },
  temperature: number(0, 2),
  top_p: number(0, 1),
  max_tokens: number(1, 10_000_000, true),
  n: number(1, 1, true),
  seed: number(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, true),
  presence_penalty: number(-2, 2),
  frequency_penalty: number(-2, 2),
  stop: (value, field) => {
    if (typeof value === 'string') return;
    if (!Array.isArray(value) || value.length > 4 || value.some((s) => typeof s !== 'string'))
      throw bad(field, `'${field}' must be a string or up to 4 strings`);
  },
  user: string,
  logit_bias: object,
  // vLLM's sampling extras (the openai client's `extra_body`), passed on as sent; Ollama's
  // native options take the first three under its own names (ollama-options.ts).
  top_k: number(-1, 1_000_000, true),
  min_p: number(0, 1),
  repetition_penalty: number(0.01, 10),
  min_tokens: number(0, 10_000_000, true),
};

/** A field that asks for what no model server here can do: refused, naming it and saying why. */
export const unsupported =
  (what: string): Check =>
  (_value, field) => {
    throw bad(field, `'${field}' (${what}) is not supported by this server`);
  };

/**
 * Fields of OpenAI's current request schemas that change nothing a model server here does (or
 * that OpenAI-compatible servers read): accepted, passed to OpenAI-compatible servers as sent,
 * dropped for Ollama (its adapter builds its own body).
 */
export const OPENAI_PLATFORM_FIELDS: Record<string, Check> = {
  user: string,
  safety_identifier: string,
  prompt_cache_key: string,
  prompt_cache_retention: string,
  service_tier: string,
  metadata: object,
  store: boolean,
};

/**
 * Checks every field of a request body but the `required` ones against `fields`; an unknown
 * field is refused, as OpenAI does.
 */
export function checkOptionalFields(
  body: Record<string, unknown>,
  required: readonly string[],
  fields: Record<string, Check>,
): void {
  for (const [field, value] of Object.entries(body)) {
    if (required.includes(field) || value === undefined) continue;
    const check = fields[field];
    if (!check) throw bad(field, `Unrecognized request argument supplied: ${field}`);
    if (value !== null) check(value, field);
  }
  if (body.stream_options != null && body.stream !== true)
    throw bad('stream_options', "'stream_options' is only allowed when 'stream' is true");
}

export function checkModel(model: unknown): asserts model is string {
  if (typeof model !== 'string' || model.trim() === '')
    throw bad('model', "'model' is required: the name of one of GET /api/v1/models");
  if (model.length > MAX_MODEL_NAME)
    throw bad('model', `'model' must be at most ${MAX_MODEL_NAME} characters`);
}
