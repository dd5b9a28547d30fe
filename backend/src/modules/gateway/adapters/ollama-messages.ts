import { ChatMessage, ChatRequest } from '../edge/chat-request';
import { ollamaOptions } from './ollama-options';
import { parseJson } from './runtime-adapter';

interface OllamaMessage {
  role: string;
  content: string;
  images?: string[];
  tool_calls?: { function: { name: string; arguments: unknown } }[];
}

/** An OpenAI chat request as Ollama's native POST /api/chat body (protocols.md §1). */
export function toOllamaChat(request: ChatRequest, stream: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {
    model: request.model,
    messages: request.messages.map(toOllamaMessage),
    stream,
    options: ollamaOptions(request),
  };
  const format = formatOf(request.response_format);
  if (format !== undefined) body.format = format;
  if (request.tools?.length) body.tools = request.tools;
  return body;
}

function formatOf(format: ChatRequest['response_format']): unknown {
  if (format?.type === 'json_object') return 'json';
  if (format?.type === 'json_schema') return format.json_schema?.schema ?? 'json';
  return undefined;
}

function toOllamaMessage(message: ChatMessage): OllamaMessage {
  const role = message.role === 'developer' ? 'system' : message.role;
  const out: OllamaMessage = { role, content: '' };
  const { content } = message;
  if (typeof content === 'string') out.content = content;
  else if (Array.isArray(content)) {
    const texts: string[] = [];
    const images: string[] = [];
    for (const part of content as { type?: unknown; text?: unknown; image_url?: unknown }[]) {
      if (part?.type === 'text' && typeof part.text === 'string') texts.push(part.text);
      const url = (part?.image_url as { url?: unknown } | undefined)?.url;
      const base64 = typeof url === 'string' ? /^data:[^;]+;base64,(.*)$/.exec(url)?.[1] : null;
      if (base64) images.push(base64);
    }
    out.content = texts.join('\n');
    if (images.length) out.images = images;
  }
  const calls = message.tool_calls;
  if (Array.isArray(calls)) {
    out.tool_calls = calls.map((call: { function?: { name?: unknown; arguments?: unknown } }) => ({
      function: {
        name: String(call.function?.name ?? ''),
        arguments:
          typeof call.function?.arguments === 'string'
            ? (parseJson(call.function.arguments) ?? {})
            : (call.function?.arguments ?? {}),
      },
    }));
  }
  return out;
}
