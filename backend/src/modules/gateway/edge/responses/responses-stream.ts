import { parseJson, StreamDecoder, StreamItem, Usage } from '../../adapters/runtime-adapter';
import { errorEvent, StreamFraming } from '../../relay/stream-relay';
import { OpenAiToolCall } from '../messages/messages-answer';
import {
  callIdOf,
  functionItemId,
  messageItemId,
  outputText,
  responseId,
  responseObject,
  seconds,
  ResponseStatus,
} from './responses-answer';
import { ResponsesCall } from './responses-request';

/**
 * Responses streams end with `response.completed` (an event): no terminator after it. A failure
 * is the decoder's own `response.failed` (ResponsesStreamDecoder.failure); this one is unused.
 */
export const RESPONSES_FRAMING: StreamFraming = { done: '', error: errorEvent };

interface OpenAiChunk {
  choices?: {
    delta?: { content?: unknown; tool_calls?: OpenAiToolCall[] };
    finish_reason?: unknown;
  }[];
}

interface TextItem {
  kind: 'text';
  outputIndex: number;
  id: string;
  text: string;
}

interface ToolItem {
  kind: 'tool';
  outputIndex: number;
  id: string;
  callId: string;
  name: string;
  args: string;
}

type ResponsesEvent = { type: string; [field: string]: unknown };

/**
 * An adapter's OpenAI chunks in, the Responses API's event sequence out, each with its
 * `sequence_number`: `response.created` and `response.in_progress`; for a text run
 * `response.output_item.added`, `response.content_part.added`, its `response.output_text.delta`s,
 * then `.output_text.done`, `.content_part.done`, `.output_item.done`; for each tool call
 * `.output_item.added`, `.function_call_arguments.delta`s, `.function_call_arguments.done`,
 * `.output_item.done`; then `response.completed` (or `response.incomplete` when the token limit
 * cut it) with the server's usage. A server that dies mid-answer ends it with `response.failed`.
 */
export class ResponsesStreamDecoder implements StreamDecoder {
  private readonly id = responseId();
  private readonly createdAt: number;
  private sequence = 0;
  private started = false;
  private text: TextItem | null = null;
  private readonly tools = new Map<number, ToolItem>();
  private readonly openTools: ToolItem[] = [];
  /** The finished items, at their output index. */
  private readonly output: unknown[] = [];
  private outputs = 0;
  private finishReason: unknown = null;
  private usage: Usage | null = null;

  constructor(
    private readonly inner: StreamDecoder,
    private readonly call: ResponsesCall,
    private readonly nowMs: () => number,
  ) {
    this.createdAt = seconds(nowMs());
  }

  push(text: string): StreamItem[] {
    return this.translate(this.inner.push(text));
  }

  end(): StreamItem[] {
    return this.translate(this.inner.end());
  }

  /** The failure event: `response.failed` with the error and what was answered so far. */
  failure(message: string): string {
    const out: StreamItem[] = [];
    this.start(out);
    const partial = [...this.output];
    if (this.text) partial[this.text.outputIndex] = this.messageItem(this.text, 'incomplete');
    for (const tool of this.openTools)
      partial[tool.outputIndex] = this.toolItem(tool, 'incomplete');
    this.event(out, {
      type: 'response.failed',
      response: this.response('failed', partial, message),
    });
    return out
      .map((item) => (item.kind === 'chunk' ? `event: ${item.event}\ndata: ${item.data}\n\n` : ''))
      .join('');
  }

  private translate(items: StreamItem[]): StreamItem[] {
    const out: StreamItem[] = [];
    for (const item of items) {
      if (item.kind === 'error') {
        out.push(item);
        continue;
      }
      this.start(out);
      if (item.kind === 'done') {
        this.finish(out);
        out.push(item);
        continue;
      }
      if (item.usage) this.usage = item.usage;
      this.chunk(item, out);
    }
    return out;
  }

  private response(status: ResponseStatus, output: unknown[], error?: string) {
    return responseObject(this.call, {
      id: this.id,
      createdAt: this.createdAt,
      completedAt: seconds(this.nowMs()),
      status,
      output,
      usage: this.usage,
      error,
    });
  }

  private event(out: StreamItem[], data: ResponsesEvent, chars = 0, usage?: Usage): void {
    const event = { ...data, sequence_number: this.sequence++ };
    out.push({ kind: 'chunk', event: data.type, data: JSON.stringify(event), chars, usage });
  }

  private start(out: StreamItem[]): void {
    if (this.started) return;
    this.started = true;
    const response = this.response('in_progress', []);
    this.event(out, { type: 'response.created', response });
    this.event(out, { type: 'response.in_progress', response });
  }

  private chunk(item: Extract<StreamItem, { kind: 'chunk' }>, out: StreamItem[]): void {
    const chunk = parseJson(item.data) as OpenAiChunk | undefined;
    const choice = chunk?.choices?.[0];
    if (!choice) return;
    const { content, tool_calls } = choice.delta ?? {};
    if (typeof content === 'string' && content) this.textDelta(content, out);
    for (const toolCall of tool_calls ?? []) this.toolDelta(toolCall, out);
    if (choice.finish_reason) this.finishReason = choice.finish_reason;
  }

  private openText(out: StreamItem[]): TextItem {
    if (!this.text) {
      this.text = { kind: 'text', outputIndex: this.outputs++, id: messageItemId(), text: '' };
      this.event(out, {
        type: 'response.output_item.added',
        output_index: this.text.outputIndex,
        item: {
          id: this.text.id,
          type: 'message',
          status: 'in_progress',
          role: 'assistant',
          content: [],
        },
      });
      this.event(out, {
        type: 'response.content_part.added',
        item_id: this.text.id,
        output_index: this.text.outputIndex,
        content_index: 0,
        part: outputText(''),
      });
    }
    return this.text;
  }

  private textDelta(delta: string, out: StreamItem[]): void {
    const text = this.openText(out);
    text.text += delta;
    this.event(
      out,
      {
        type: 'response.output_text.delta',
        item_id: text.id,
        output_index: text.outputIndex,
        content_index: 0,
        delta,
        logprobs: [],
      },
      delta.length,
    );
  }

  /** A tool call's first fragment (with its id and name) opens its item; the rest are deltas. */
  private toolDelta(toolCall: OpenAiToolCall, out: StreamItem[]): void {
    const index = toolCall.index ?? 0;
    let tool = this.tools.get(index);
    if (!tool) {
      this.closeText(out);
      tool = {
        kind: 'tool',
        outputIndex: this.outputs++,
        id: functionItemId(),
        callId: callIdOf(toolCall.id),
        name: toolCall.function?.name ?? '',
        args: '',
      };
      this.tools.set(index, tool);
      this.openTools.push(tool);
      this.event(out, {
        type: 'response.output_item.added',
        output_index: tool.outputIndex,
        item: this.toolItem(tool, 'in_progress'),
      });
    }
    const args = toolCall.function?.arguments;
    if (typeof args === 'string' && args) {
      tool.args += args;
      this.event(
        out,
        {
          type: 'response.function_call_arguments.delta',
          item_id: tool.id,
          output_index: tool.outputIndex,
          delta: args,
        },
        args.length,
      );
    }
  }

  private messageItem(text: TextItem, status: string) {
    return {
      id: text.id,
      type: 'message',
      status,
      role: 'assistant',
      content: [outputText(text.text)],
    };
  }

  private toolItem(tool: ToolItem, status: string) {
    return {
      id: tool.id,
      type: 'function_call',
      status,
      call_id: tool.callId,
      name: tool.name,
      arguments: status === 'in_progress' ? '' : tool.args,
    };
  }

  private closeText(out: StreamItem[], status = 'completed'): void {
    const text = this.text;
    if (!text) return;
    this.text = null;
    const at = { item_id: text.id, output_index: text.outputIndex, content_index: 0 };
    this.event(out, { type: 'response.output_text.done', ...at, text: text.text, logprobs: [] });
    this.event(out, { type: 'response.content_part.done', ...at, part: outputText(text.text) });
    const item = this.messageItem(text, status);
    this.output[text.outputIndex] = item;
    this.event(out, {
      type: 'response.output_item.done',
      output_index: text.outputIndex,
      item,
    });
  }

  private closeTools(out: StreamItem[]): void {
    for (const tool of this.openTools.splice(0)) {
      this.event(out, {
        type: 'response.function_call_arguments.done',
        item_id: tool.id,
        name: tool.name,
        output_index: tool.outputIndex,
        arguments: tool.args,
      });
      const item = this.toolItem(tool, 'completed');
      this.output[tool.outputIndex] = item;
      this.event(out, { type: 'response.output_item.done', output_index: tool.outputIndex, item });
    }
  }

  private finish(out: StreamItem[]): void {
    const status: ResponseStatus = this.finishReason === 'length' ? 'incomplete' : 'completed';
    // An answer with no words and no call is still one (empty) message, as OpenAI writes it.
    if (this.outputs === 0) this.openText(out);
    this.closeText(out, status);
    this.closeTools(out);
    this.event(
      out,
      {
        type: status === 'completed' ? 'response.completed' : 'response.incomplete',
        response: this.response(status, this.output),
      },
      0,
      this.usage ?? undefined,
    );
  }
}
