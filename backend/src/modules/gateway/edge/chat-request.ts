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
  SAMPLING_FIELDS,
  string,
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
