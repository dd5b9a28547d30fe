import { GatewayErrors } from './openai-errors';
import {
  anything,
  array,
  bad,
  boolean,
  Check,
  checkModel,
  checkOptionalFields,
  isObject,
  number,
  object,
  OPENAI_PLATFORM_FIELDS,
  SAMPLING_FIELDS,
  string,
  unsupported,
} from './request-checks';

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
  chat_template_kwargs: object,
  ...OPENAI_PLATFORM_FIELDS,
  verbosity: string,
  prediction: object,
  moderation: anything,
  modalities: (value, field) => {
    array(value, field);
    if ((value as unknown[]).includes('audio'))
      throw bad(field, `'${field}' with "audio" (audio output) is not supported by this server`);
    if ((value as unknown[]).some((m) => m !== 'text'))
      throw bad(field, `'${field}' may only hold "text" on this server`);
  },
  audio: unsupported('audio output'),
  web_search_options: unsupported('web search'),
  // The deprecated function calling, translated to tools (parseChatRequest) before the checks.
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
  const request = withTools(body);
  (request.messages as unknown[]).forEach(checkMessage);
  checkOptionalFields(request, ['model', 'messages'], CHAT_FIELDS);
  return request as ChatRequest;
}

/**
 * The deprecated function calling (`functions`, `function_call`, assistant `function_call` and
 * `function` role messages) as tools: `tools`, `tool_choice`, `tool_calls` and `tool` messages,
 * which every server here speaks. Answers come back as `tool_calls`.
 */
function withTools(body: Record<string, unknown>): Record<string, unknown> {
  const { functions, function_call, ...rest } = body;
  const legacyHistory = (rest.messages as unknown[]).some(
    (m) => isObject(m) && (m.role === 'function' || isObject(m.function_call)),
  );
  if (functions === undefined && function_call === undefined && !legacyHistory) return body;
  const out: Record<string, unknown> = { ...rest };
  if (functions != null) {
    if (rest.tools != null) throw bad('functions', "Send 'tools' or 'functions', not both");
    array(functions, 'functions');
    out.tools = (functions as unknown[]).map((fn, i) => {
      if (!isObject(fn)) throw bad(`functions[${i}]`, `'functions[${i}]' must be an object`);
      return { type: 'function', function: fn };
    });
  }
  if (function_call != null) {
    if (rest.tool_choice != null)
      throw bad('function_call', "Send 'tool_choice' or 'function_call', not both");
    if (function_call === 'none' || function_call === 'auto') out.tool_choice = function_call;
    else if (isObject(function_call) && typeof function_call.name === 'string')
      out.tool_choice = { type: 'function', function: { name: function_call.name } };
    else throw bad('function_call', "'function_call' must be 'none', 'auto' or {\"name\": …}");
  }
  if (legacyHistory) out.messages = legacyMessages(rest.messages as unknown[]);
  return out;
}

/** Assistant `function_call`s get ids; the `function` message after each answers the last one. */
function legacyMessages(messages: unknown[]): unknown[] {
  let calls = 0;
  let open: string | null = null;
  return messages.map((message) => {
    if (!isObject(message)) return message;
    if (message.role === 'assistant' && isObject(message.function_call)) {
      const { function_call, ...rest } = message;
      open = `call_legacy_${calls++}`;
      return {
        ...rest,
        content: rest.content ?? null,
        tool_calls: [{ id: open, type: 'function', function: function_call }],
      };
    }
    if (message.role === 'function') {
      const { name: _name, ...rest } = message;
      const id = open ?? `call_legacy_${calls++}`;
      open = null;
      return { ...rest, role: 'tool', tool_call_id: id };
    }
    return message;
  });
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
