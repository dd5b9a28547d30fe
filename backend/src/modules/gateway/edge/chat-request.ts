import { GatewayErrors } from './openai-errors';

/** A chat completion request as validated: only known fields, passed on as the caller sent them. */
export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  temperature?: number;
  top_p?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  stop?: string | string[];
  seed?: number;
  response_format?: { type: string; json_schema?: { schema?: unknown; name?: string } };
  tools?: unknown[];
  tool_choice?: unknown;
  [field: string]: unknown;
}

export interface ChatMessage {
  role: string;
  content?: unknown;
  [field: string]: unknown;
}

const ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool']);
const MAX_MESSAGES = 10_000;
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
const object: Check = (value, field) => {
  if (!isObject(value)) throw bad(field, `'${field}' must be an object`);
};
const array: Check = (value, field) => {
  if (!Array.isArray(value)) throw bad(field, `'${field}' must be an array`);
};
const anything: Check = () => undefined;

/**
 * The optional fields both generation routes take (chat and legacy completions), with their
 * checks: streaming, sampling, vLLM's sampling extras.
 */
export const SAMPLING_FIELDS: Record<string, Check> = {
  stream: boolean,
  stream_options: (value, field) => {
    object(value, field);
    const { include_usage, ...rest } = value as Record<string, unknown>;
    if (include_usage !== undefined) boolean(include_usage, `${field}.include_usage`);
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

/** The optional fields of a chat completion; any other field is refused, as OpenAI does. */
const CHAT_FIELDS: Record<string, Check> = {
  ...SAMPLING_FIELDS,
  response_format: (value, field) => {
    object(value, field);
    const type = (value as Record<string, unknown>).type;
    if (!['text', 'json_object', 'json_schema'].includes(type as string))
      throw bad(`${field}.type`, `'${field}.type' must be text, json_object or json_schema`);
  },
  tools: (value, field) => {
    array(value, field);
    (value as unknown[]).forEach((tool, i) => {
      if (!isObject(tool) || tool.type !== 'function' || !isObject(tool.function))
        throw bad(
          `${field}[${i}]`,
          `'${field}[${i}]' must be {"type":"function","function":{...}}`,
        );
      string((tool.function as Record<string, unknown>).name, `${field}[${i}].function.name`);
    });
  },
  tool_choice: anything,
  parallel_tool_calls: boolean,
  logprobs: boolean,
  top_logprobs: number(0, 20, true),
  max_completion_tokens: number(1, 10_000_000, true),
  // OpenAI's newer fields, sent by current clients; reasoning models on vLLM (gpt-oss) read
  // `reasoning_effort`.
  reasoning_effort: string,
  metadata: object,
  store: boolean,
  chat_template_kwargs: object,
};

/** Validates the body of POST /api/v1/chat/completions; throws a 400 naming the field. */
export function parseChatRequest(body: unknown): ChatRequest {
  if (!isObject(body)) throw GatewayErrors.invalid('The request body must be a JSON object');
  const { model, messages } = body;
  checkModel(model);
  if (!Array.isArray(messages) || messages.length === 0)
    throw bad('messages', "'messages' must be a non-empty array");
  if (messages.length > MAX_MESSAGES)
    throw bad('messages', `'messages' may hold at most ${MAX_MESSAGES} messages`);
  messages.forEach(checkMessage);
  checkOptionalFields(body, ['model', 'messages'], CHAT_FIELDS);
  return body as ChatRequest;
}

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

function checkMessage(message: unknown, index: number): void {
  const field = `messages[${index}]`;
  if (!isObject(message)) throw bad(field, `'${field}' must be an object`);
  if (typeof message.role !== 'string' || !ROLES.has(message.role))
    throw bad(
      `${field}.role`,
      `'${field}.role' must be system, developer, user, assistant or tool`,
    );
  const { content } = message;
  if (content === undefined || content === null) {
    if (message.role !== 'assistant')
      throw bad(`${field}.content`, `'${field}.content' is required`);
    return;
  }
  if (typeof content !== 'string' && !Array.isArray(content))
    throw bad(`${field}.content`, `'${field}.content' must be a string or an array of parts`);
}
