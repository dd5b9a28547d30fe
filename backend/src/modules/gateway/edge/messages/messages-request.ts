import { ChatMessage, ChatRequest } from '../chat-request';
import { GatewayErrors } from '../openai-errors';
import { bad, checkModel, isObject, number } from '../request-checks';

/**
 * A request of Anthropic's Messages API, validated and translated to the chat completion the
 * adapters already speak (docs/gateway.md, "Anthropic Messages API"). `stream_options` asks for
 * the usage chunk: the translation needs the server's counts for `message_delta`.
 */
export interface MessagesCall {
  model: string;
  stream: boolean;
  stream_options: { include_usage: true };
  chat: ChatRequest;
  /** The caller's stop sequences, to name the one that stopped the answer. */
  stopSequences: string[];
}

const MAX_MESSAGES = 10_000;

/** Fields Anthropic takes that change nothing here: accepted and dropped. */
const DROPPED = new Set(['metadata', 'thinking', 'service_tier', 'context_management']);
const KNOWN = new Set([
  'model',
  'messages',
  'system',
  'max_tokens',
  'stop_sequences',
  'stream',
  'temperature',
  'top_p',
  'top_k',
  'tools',
  'tool_choice',
  ...DROPPED,
]);

/** POST /api/v1/messages: `max_tokens` is required, as Anthropic requires it. */
export function parseMessagesRequest(body: unknown): MessagesCall {
  return translate(body, true);
}

/** POST /api/v1/messages/count_tokens: the same body without `max_tokens` or sampling. */
export function parseCountTokensRequest(body: unknown): MessagesCall {
  return translate(body, false);
}

function translate(body: unknown, generating: boolean): MessagesCall {
  if (!isObject(body)) throw GatewayErrors.invalid('The request body must be a JSON object');
  for (const field of Object.keys(body))
    if (!KNOWN.has(field)) throw bad(field, `${field}: Extra inputs are not permitted`);
  checkModel(body.model);
  const model = body.model as string;
  const messages = [...systemMessages(body.system), ...conversation(body.messages)];
  const chat: ChatRequest = { model, messages };
  const stopSequences = stopSequencesOf(body.stop_sequences);
  if (generating) {
    if (body.max_tokens === undefined) throw bad('max_tokens', 'max_tokens: Field required');
    number(1, 10_000_000, true)(body.max_tokens, 'max_tokens');
    chat.max_tokens = body.max_tokens as number;
    if (body.temperature !== undefined) {
      number(0, 1)(body.temperature, 'temperature');
      chat.temperature = body.temperature as number;
    }
    if (body.top_p !== undefined) {
      number(0, 1)(body.top_p, 'top_p');
      chat.top_p = body.top_p as number;
    }
    if (body.top_k !== undefined) {
      number(0, 1_000_000, true)(body.top_k, 'top_k');
      chat.top_k = body.top_k;
    }
    if (stopSequences.length) chat.stop = stopSequences;
  }
  if (body.tools !== undefined) chat.tools = toolsOf(body.tools);
  if (body.tool_choice !== undefined) Object.assign(chat, toolChoiceOf(body.tool_choice));
  if (body.stream !== undefined && typeof body.stream !== 'boolean')
    throw bad('stream', 'stream: Input should be a valid boolean');
  return {
    model,
    stream: generating && body.stream === true,
    stream_options: { include_usage: true },
    chat,
    stopSequences,
  };
}

function systemMessages(system: unknown): ChatMessage[] {
  if (system === undefined || system === null) return [];
  if (typeof system === 'string') return system ? [{ role: 'system', content: system }] : [];
  if (!Array.isArray(system))
    throw bad('system', 'system: Input should be a string or a list of text blocks');
  const texts = system.map((block: unknown, i) => textOf(block, `system.${i}`));
  return texts.length ? [{ role: 'system', content: texts.join('\n') }] : [];
}

function conversation(messages: unknown): ChatMessage[] {
  if (!Array.isArray(messages) || messages.length === 0)
    throw bad('messages', 'messages: Input should be a non-empty list');
  if (messages.length > MAX_MESSAGES)
    throw bad('messages', `messages: at most ${MAX_MESSAGES} messages`);
  return messages.flatMap((message: unknown, i) => {
    const field = `messages.${i}`;
    if (!isObject(message)) throw bad(field, `${field}: Input should be an object`);
    const { role, content } = message;
    if (role !== 'user' && role !== 'assistant')
      throw bad(`${field}.role`, `${field}.role: Input should be 'user' or 'assistant'`);
    if (typeof content === 'string') return [{ role, content }];
    if (!Array.isArray(content))
      throw bad(`${field}.content`, `${field}.content: Input should be a string or a list`);
    return role === 'user'
      ? userMessages(content, `${field}.content`)
      : [assistantMessage(content, `${field}.content`)];
  });
}

/**
 * A user turn: its tool results become `tool` messages first (OpenAI wants them right after the
 * assistant's tool calls), then its text and images as one user message.
 */
function userMessages(blocks: unknown[], field: string): ChatMessage[] {
  const tools: ChatMessage[] = [];
  const parts: unknown[] = [];
  blocks.forEach((block, i) => {
    const at = `${field}.${i}`;
    if (!isObject(block)) throw bad(at, `${at}: Input should be a content block`);
    if (block.type === 'tool_result') {
      if (typeof block.tool_use_id !== 'string')
        throw bad(`${at}.tool_use_id`, `${at}.tool_use_id: Field required`);
      const text = toolResultText(block.content, `${at}.content`);
      tools.push({
        role: 'tool',
        tool_call_id: block.tool_use_id,
        content: block.is_error === true ? `Error: ${text}` : text,
      });
    } else if (block.type === 'image') {
      parts.push({ type: 'image_url', image_url: { url: imageUrl(block, at) } });
    } else {
      parts.push({ type: 'text', text: textOf(block, at) });
    }
  });
  if (parts.length === 0) return tools;
  const onlyText = parts.every((part) => (part as { type: string }).type === 'text');
  const content = onlyText
    ? parts.map((part) => (part as { text: string }).text).join('\n')
    : parts;
  return [...tools, { role: 'user', content }];
}

function assistantMessage(blocks: unknown[], field: string): ChatMessage {
  const texts: string[] = [];
  const calls: unknown[] = [];
  blocks.forEach((block, i) => {
    const at = `${field}.${i}`;
    if (!isObject(block)) throw bad(at, `${at}: Input should be a content block`);
    if (block.type === 'tool_use') {
      if (typeof block.id !== 'string' || typeof block.name !== 'string')
        throw bad(at, `${at}: a tool_use block needs an id and a name`);
      calls.push({
        id: block.id,
        type: 'function',
        function: { name: block.name, arguments: JSON.stringify(block.input ?? {}) },
      });
      // A model's earlier reasoning is not sent back to another model.
    } else if (block.type !== 'thinking' && block.type !== 'redacted_thinking') {
      texts.push(textOf(block, at));
    }
  });
  const message: ChatMessage = { role: 'assistant', content: texts.join('') || null };
  if (calls.length) message.tool_calls = calls;
  return message;
}

function textOf(block: unknown, field: string): string {
  if (!isObject(block) || block.type !== 'text' || typeof block.text !== 'string')
    throw bad(
      field,
      `${field}: ${isObject(block) && typeof block.type === 'string' ? `content blocks of type '${block.type}' are not supported by this server` : 'Input should be a text block'}`,
    );
  return block.text;
}

function toolResultText(content: unknown, field: string): string {
  if (content === undefined || content === null) return '';
  if (typeof content === 'string') return content;
  if (!Array.isArray(content))
    throw bad(field, `${field}: Input should be a string or a list of text blocks`);
  return content.map((block: unknown, i) => textOf(block, `${field}.${i}`)).join('\n');
}

function imageUrl(block: Record<string, unknown>, field: string): string {
  const source = block.source;
  if (isObject(source) && source.type === 'base64' && typeof source.data === 'string')
    return `data:${String(source.media_type ?? 'image/png')};base64,${source.data}`;
  if (isObject(source) && source.type === 'url' && typeof source.url === 'string')
    return source.url;
  throw bad(`${field}.source`, `${field}.source: a base64 or url image source is required`);
}

function stopSequencesOf(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((s) => typeof s === 'string'))
    throw bad('stop_sequences', 'stop_sequences: Input should be a list of strings');
  return value as string[];
}

/** Anthropic's tools (name, description, input_schema) as OpenAI function tools. */
function toolsOf(tools: unknown): unknown[] {
  if (!Array.isArray(tools)) throw bad('tools', 'tools: Input should be a list');
  return tools.map((tool: unknown, i) => {
    const field = `tools.${i}`;
    if (!isObject(tool)) throw bad(field, `${field}: Input should be an object`);
    if (tool.type !== undefined && tool.type !== 'custom')
      throw bad(
        `${field}.type`,
        `${field}: Anthropic's server tools ('${String(tool.type)}') are not supported by this server; only custom tools (name, input_schema)`,
      );
    if (typeof tool.name !== 'string' || !tool.name)
      throw bad(`${field}.name`, `${field}.name: Field required`);
    if (!isObject(tool.input_schema))
      throw bad(`${field}.input_schema`, `${field}.input_schema: Field required`);
    return {
      type: 'function',
      function: {
        name: tool.name,
        ...(typeof tool.description === 'string' ? { description: tool.description } : {}),
        parameters: tool.input_schema,
      },
    };
  });
}

/** auto → auto, any → required, tool → that function, none → none. */
function toolChoiceOf(choice: unknown): Partial<ChatRequest> {
  if (!isObject(choice)) throw bad('tool_choice', 'tool_choice: Input should be an object');
  const out: Partial<ChatRequest> = {};
  if (choice.disable_parallel_tool_use === true) out.parallel_tool_calls = false;
  switch (choice.type) {
    case 'auto':
      return { ...out, tool_choice: 'auto' };
    case 'any':
      return { ...out, tool_choice: 'required' };
    case 'none':
      return { ...out, tool_choice: 'none' };
    case 'tool':
      if (typeof choice.name !== 'string')
        throw bad('tool_choice.name', 'tool_choice.name: Field required');
      return { ...out, tool_choice: { type: 'function', function: { name: choice.name } } };
    default:
      throw bad(
        'tool_choice.type',
        "tool_choice.type: Input should be 'auto', 'any', 'tool' or 'none'",
      );
  }
}
