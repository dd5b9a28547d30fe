import { ChatMessage, ChatRequest } from '../chat-request';
import { GatewayErrors } from '../openai-errors';
import { bad, boolean, checkModel, isObject, number, string } from '../request-checks';

/**
 * A request of OpenAI's Responses API, validated and translated to the chat completion the
 * adapters already speak (docs/gateway.md, "Responses API"). Stateless: nothing is stored, so
 * `previous_response_id`, `conversation` and `store: true` are refused. `stream_options` asks for
 * the usage chunk: `response.completed` carries the server's counts.
 */
export interface ResponsesCall {
  model: string;
  stream: boolean;
  stream_options: { include_usage: true };
  chat: ChatRequest;
  /** What the answer's `response` object repeats of the request (OpenAI echoes them). */
  echo: ResponseEcho;
}

export interface ResponseEcho {
  instructions: string | null;
  max_output_tokens: number | null;
  metadata: Record<string, unknown>;
  parallel_tool_calls: boolean;
  temperature: number | null;
  top_p: number | null;
  tool_choice: unknown;
  tools: unknown[];
  text: { format: unknown };
  truncation: string;
  user?: string;
}

const MAX_ITEMS = 10_000;

/** Fields the spec knows that change nothing here (no storage, no hosted tools): dropped. */
const DROPPED = new Set([
  'include',
  'metadata',
  'user',
  'safety_identifier',
  'prompt_cache_key',
  'prompt_cache_retention',
  'service_tier',
  'reasoning',
  'truncation',
  'top_logprobs',
  'max_tool_calls',
  'stream_options',
  'store',
]);

/** Fields that need what this server does not keep or run: refused with the reason. */
const REFUSED: Record<string, string> = {
  previous_response_id:
    'previous_response_id is not supported: this server keeps no responses (send the whole conversation as input items)',
  conversation:
    'conversation is not supported: this server keeps no conversations (send the whole conversation as input items)',
  prompt: 'prompt (a stored prompt template) is not supported by this server',
  background: 'background responses are not supported by this server',
};

const KNOWN = new Set([
  'model',
  'input',
  'instructions',
  'tools',
  'tool_choice',
  'parallel_tool_calls',
  'temperature',
  'top_p',
  'max_output_tokens',
  'text',
  'stream',
  ...DROPPED,
  ...Object.keys(REFUSED),
]);

/** Validates the body of POST /api/v1/responses; throws OpenAI's 400 naming the field. */
export function parseResponsesRequest(body: unknown): ResponsesCall {
  if (!isObject(body)) throw GatewayErrors.invalid('The request body must be a JSON object');
  for (const [field, value] of Object.entries(body)) {
    if (!KNOWN.has(field)) throw bad(field, `Unrecognized request argument supplied: ${field}`);
    if (REFUSED[field] && value !== undefined && value !== null && value !== false)
      throw bad(field, REFUSED[field]);
  }
  if (body.store === true)
    throw bad(
      'store',
      'store: true is not supported: this server keeps no responses (the product keeps no prompt text outside memory); send store: false or leave it out',
    );
  if (body.store !== undefined && body.store !== null) boolean(body.store, 'store');
  checkModel(body.model);
  const model = body.model as string;
  const instructions = instructionsOf(body.instructions);
  const messages: ChatMessage[] = [
    ...(instructions ? [{ role: 'system', content: instructions }] : []),
    ...inputMessages(body.input),
  ];
  const chat: ChatRequest = { model, messages };
  if (body.temperature != null) {
    number(0, 2)(body.temperature, 'temperature');
    chat.temperature = body.temperature as number;
  }
  if (body.top_p != null) {
    number(0, 1)(body.top_p, 'top_p');
    chat.top_p = body.top_p as number;
  }
  if (body.max_output_tokens != null) {
    number(1, 10_000_000, true)(body.max_output_tokens, 'max_output_tokens');
    chat.max_tokens = body.max_output_tokens as number;
  }
  const tools = body.tools == null ? [] : toolsOf(body.tools);
  if (tools.length) chat.tools = tools.map(chatTool);
  const toolChoice = body.tool_choice == null ? 'auto' : toolChoiceOf(body.tool_choice);
  if (body.tool_choice != null) chat.tool_choice = chatToolChoice(toolChoice);
  if (body.parallel_tool_calls != null) {
    boolean(body.parallel_tool_calls, 'parallel_tool_calls');
    chat.parallel_tool_calls = body.parallel_tool_calls;
  }
  const format = formatOf(body.text);
  if (format) chat.response_format = format.chat;
  if (body.stream != null) boolean(body.stream, 'stream');
  if (body.metadata != null && !isObject(body.metadata))
    throw bad('metadata', "'metadata' must be an object");
  if (body.user != null) string(body.user, 'user');
  return {
    model,
    stream: body.stream === true,
    stream_options: { include_usage: true },
    chat,
    echo: {
      instructions,
      max_output_tokens: (body.max_output_tokens as number | undefined) ?? null,
      metadata: (body.metadata as Record<string, unknown> | undefined) ?? {},
      parallel_tool_calls: body.parallel_tool_calls !== false,
      temperature: (body.temperature as number | undefined) ?? 1,
      top_p: (body.top_p as number | undefined) ?? 1,
      tool_choice: toolChoice,
      tools,
      text: { format: format?.echo ?? { type: 'text' } },
      truncation: 'disabled',
      ...(typeof body.user === 'string' ? { user: body.user } : {}),
    },
  };
}

function instructionsOf(value: unknown): string | null {
  if (value == null) return null;
  if (typeof value !== 'string')
    throw bad('instructions', "'instructions' must be a string (stored prompts are not kept here)");
  return value || null;
}

/** `input`: a string (one user message) or a list of items, in order. */
function inputMessages(input: unknown): ChatMessage[] {
  if (typeof input === 'string') {
    if (!input) throw bad('input', "'input' must not be empty");
    return [{ role: 'user', content: input }];
  }
  if (!Array.isArray(input) || input.length === 0)
    throw bad('input', "'input' is required: a string or a non-empty array of input items");
  if (input.length > MAX_ITEMS) throw bad('input', `'input' may hold at most ${MAX_ITEMS} items`);
  const messages: ChatMessage[] = [];
  input.forEach((item: unknown, i) => {
    const field = `input[${i}]`;
    if (!isObject(item)) throw bad(field, `'${field}' must be an input item`);
    const type = item.type ?? 'message';
    if (type === 'message') messages.push(messageOf(item, field));
    else if (type === 'function_call') addToolCall(messages, item, field);
    else if (type === 'function_call_output') messages.push(toolOutput(item, field));
    // A model's earlier reasoning is not sent back to another model.
    else if (type === 'reasoning') return;
    else if (type === 'item_reference')
      throw bad(
        `${field}.type`,
        `'${field}': item references are not supported: this server keeps no items`,
      );
    else
      throw bad(
        `${field}.type`,
        `'${field}': input items of type '${String(type)}' are not supported by this server`,
      );
  });
  return messages;
}

const ROLES = new Set(['user', 'assistant', 'system', 'developer']);

function messageOf(item: Record<string, unknown>, field: string): ChatMessage {
  const { role, content } = item;
  if (typeof role !== 'string' || !ROLES.has(role))
    throw bad(`${field}.role`, `'${field}.role' must be user, assistant, system or developer`);
  if (typeof content === 'string') return { role, content };
  if (!Array.isArray(content))
    throw bad(`${field}.content`, `'${field}.content' must be a string or an array of parts`);
  const parts = content.map((part: unknown, i) => contentPart(part, `${field}.content[${i}]`));
  const onlyText = parts.every((part) => part.type === 'text');
  return {
    role,
    content: onlyText ? parts.map((part) => part.text).join('') : parts,
  };
}

type ChatPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

function contentPart(part: unknown, field: string): ChatPart {
  if (!isObject(part)) throw bad(field, `'${field}' must be a content part`);
  switch (part.type) {
    case 'input_text':
    case 'output_text':
    case 'text':
      string(part.text, `${field}.text`);
      return { type: 'text', text: part.text as string };
    case 'refusal':
      string(part.refusal, `${field}.refusal`);
      return { type: 'text', text: part.refusal as string };
    case 'input_image':
      if (typeof part.image_url !== 'string' || !part.image_url)
        throw bad(
          `${field}.image_url`,
          `'${field}.image_url' is required (a URL or a data URL; uploaded files are not kept here)`,
        );
      return { type: 'image_url', image_url: { url: part.image_url } };
    default:
      throw bad(
        `${field}.type`,
        `'${field}': content parts of type '${String(part.type)}' are not supported by this server`,
      );
  }
}

/** A function call the model made earlier: joins the assistant turn just before it, if any. */
function addToolCall(messages: ChatMessage[], item: Record<string, unknown>, field: string) {
  string(item.call_id, `${field}.call_id`);
  string(item.name, `${field}.name`);
  string(item.arguments, `${field}.arguments`);
  const call = {
    id: item.call_id,
    type: 'function',
    function: { name: item.name, arguments: item.arguments },
  };
  const last = messages.at(-1);
  if (last?.role === 'assistant') {
    last.tool_calls = [...((last.tool_calls as unknown[] | undefined) ?? []), call];
    return;
  }
  messages.push({ role: 'assistant', content: null, tool_calls: [call] });
}

function toolOutput(item: Record<string, unknown>, field: string): ChatMessage {
  string(item.call_id, `${field}.call_id`);
  const { output } = item;
  let content: string;
  if (typeof output === 'string') content = output;
  else if (Array.isArray(output))
    content = output
      .map((part: unknown, i) => {
        const at = `${field}.output[${i}]`;
        const chat = contentPart(part, at);
        if (chat.type !== 'text')
          throw bad(at, `'${at}': only text tool outputs are supported by this server`);
        return chat.text;
      })
      .join('');
  else throw bad(`${field}.output`, `'${field}.output' must be a string or an array of parts`);
  return { role: 'tool', tool_call_id: item.call_id as string, content };
}

interface FunctionTool {
  type: 'function';
  name: string;
  description: string | null;
  parameters: Record<string, unknown> | null;
  strict: boolean | null;
}

/** Function tools only: the hosted ones (web search, file search…) need OpenAI's platform. */
function toolsOf(value: unknown): FunctionTool[] {
  if (!Array.isArray(value)) throw bad('tools', "'tools' must be an array");
  return value.map((tool: unknown, i) => {
    const field = `tools[${i}]`;
    if (!isObject(tool)) throw bad(field, `'${field}' must be an object`);
    if (tool.type !== 'function')
      throw bad(
        `${field}.type`,
        `'${field}': tools of type '${String(tool.type)}' are not supported by this server; only function tools`,
      );
    if (typeof tool.name !== 'string' || !tool.name)
      throw bad(`${field}.name`, `'${field}.name' is required`);
    if (tool.parameters != null && !isObject(tool.parameters))
      throw bad(`${field}.parameters`, `'${field}.parameters' must be a JSON schema object`);
    if (tool.description != null) string(tool.description, `${field}.description`);
    if (tool.strict != null) boolean(tool.strict, `${field}.strict`);
    return {
      type: 'function',
      name: tool.name,
      description: (tool.description as string | undefined) ?? null,
      parameters: (tool.parameters as Record<string, unknown> | undefined) ?? null,
      strict: (tool.strict as boolean | undefined) ?? null,
    };
  });
}

function chatTool(tool: FunctionTool): unknown {
  return {
    type: 'function',
    function: {
      name: tool.name,
      ...(tool.description !== null ? { description: tool.description } : {}),
      parameters: tool.parameters ?? { type: 'object', properties: {} },
      ...(tool.strict !== null ? { strict: tool.strict } : {}),
    },
  };
}

/** 'auto' | 'none' | 'required' | {type: 'function', name}, as the Responses API has them. */
function toolChoiceOf(choice: unknown): unknown {
  if (choice === 'auto' || choice === 'none' || choice === 'required') return choice;
  if (isObject(choice) && choice.type === 'function') {
    if (typeof choice.name !== 'string' || !choice.name)
      throw bad('tool_choice.name', "'tool_choice.name' is required");
    return { type: 'function', name: choice.name };
  }
  throw bad(
    'tool_choice',
    "'tool_choice' must be 'auto', 'none', 'required' or {\"type\":\"function\",\"name\":…} (hosted tools are not supported by this server)",
  );
}

function chatToolChoice(choice: unknown): unknown {
  if (typeof choice === 'string') return choice;
  return { type: 'function', function: { name: (choice as { name: string }).name } };
}

/** `text.format`: text, json_object, or json_schema (→ the chat completion's response_format). */
function formatOf(text: unknown): { chat: ChatRequest['response_format']; echo: unknown } | null {
  if (text == null) return null;
  if (!isObject(text)) throw bad('text', "'text' must be an object");
  for (const key of Object.keys(text))
    if (key !== 'format' && key !== 'verbosity')
      throw bad(`text.${key}`, `Unrecognized request argument supplied: text.${key}`);
  const format = text.format;
  if (format == null) return null;
  if (!isObject(format)) throw bad('text.format', "'text.format' must be an object");
  switch (format.type) {
    case 'text':
      return null;
    case 'json_object':
      return { chat: { type: 'json_object' }, echo: { type: 'json_object' } };
    case 'json_schema': {
      if (typeof format.name !== 'string' || !format.name)
        throw bad('text.format.name', "'text.format.name' is required");
      if (!isObject(format.schema))
        throw bad('text.format.schema', "'text.format.schema' must be a JSON schema object");
      const jsonSchema = {
        name: format.name,
        schema: format.schema,
        ...(typeof format.description === 'string' ? { description: format.description } : {}),
        ...(typeof format.strict === 'boolean' ? { strict: format.strict } : {}),
      };
      return {
        chat: { type: 'json_schema', json_schema: jsonSchema },
        echo: { type: 'json_schema', ...jsonSchema },
      };
    }
    default:
      throw bad('text.format.type', "'text.format.type' must be text, json_object or json_schema");
  }
}
