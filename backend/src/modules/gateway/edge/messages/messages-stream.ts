import { parseJson, StreamDecoder, StreamItem, Usage } from '../../adapters/runtime-adapter';
import { StreamFraming } from '../../relay/stream-relay';
import { anthropicErrorEvent } from './anthropic-errors';
import { anthropicUsage, messageId, OpenAiToolCall, stopOf, toolUseId } from './messages-answer';

/** Anthropic streams end with `message_stop` (sent as an event): no terminator after it. */
export const ANTHROPIC_FRAMING: StreamFraming = { done: '', error: anthropicErrorEvent };

interface OpenAiChunk {
  choices?: {
    delta?: { content?: unknown; tool_calls?: OpenAiToolCall[] };
    finish_reason?: unknown;
    stop_reason?: unknown;
  }[];
}

/** One event of Anthropic's stream: `type` is also its SSE event name. */
type AnthropicEvent = { type: string; [field: string]: unknown };

type Block = { kind: 'text' } | { kind: 'tool'; toolIndex: number };

/**
 * An adapter's OpenAI chunks in, Anthropic's event sequence out: `message_start`, then for each
 * text run or tool call a `content_block_start`, its deltas (`text_delta`, `input_json_delta`) and
 * `content_block_stop`, then `message_delta` (stop reason and the server's usage) and
 * `message_stop` when the server finished. A failure passes through as the relay's `error` event.
 * `message_start` carries zero input tokens: servers count the prompt only at the end, so the
 * exact counts are in `message_delta` (Anthropic's clients take them from there).
 */
export class MessagesStreamDecoder implements StreamDecoder {
  private readonly id = messageId();
  private started = false;
  private block: Block | null = null;
  private blocks = 0;
  private readonly toolBlocks = new Map<number, number>();
  private finishReason: unknown = null;
  private matched: unknown = null;
  private usage: Usage | null = null;

  constructor(
    private readonly inner: StreamDecoder,
    private readonly model: string,
    private readonly stopSequences: readonly string[],
  ) {}

  push(text: string): StreamItem[] {
    return this.translate(this.inner.push(text));
  }

  end(): StreamItem[] {
    return this.translate(this.inner.end());
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

  private event(out: StreamItem[], data: AnthropicEvent, chars = 0, usage?: Usage): void {
    out.push({ kind: 'chunk', event: data.type, data: JSON.stringify(data), chars, usage });
  }

  private start(out: StreamItem[]): void {
    if (this.started) return;
    this.started = true;
    this.event(out, {
      type: 'message_start',
      message: {
        id: this.id,
        type: 'message',
        role: 'assistant',
        model: this.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: anthropicUsage(null),
      },
    });
  }

  private chunk(item: Extract<StreamItem, { kind: 'chunk' }>, out: StreamItem[]): void {
    const chunk = parseJson(item.data) as OpenAiChunk | undefined;
    const choice = chunk?.choices?.[0];
    if (!choice) return;
    const { content, tool_calls } = choice.delta ?? {};
    if (typeof content === 'string' && content) {
      if (this.block?.kind !== 'text') this.open(out, { kind: 'text' }, { type: 'text', text: '' });
      this.delta(out, { type: 'text_delta', text: content }, content.length);
    }
    for (const call of tool_calls ?? []) this.toolCall(call, out);
    if (choice.finish_reason) this.finishReason = choice.finish_reason;
    if (choice.stop_reason != null) this.matched = choice.stop_reason;
  }

  /** A tool call's first fragment (with its id and name) opens its block; the rest are deltas. */
  private toolCall(call: OpenAiToolCall, out: StreamItem[]): void {
    const toolIndex = call.index ?? 0;
    if (!this.toolBlocks.has(toolIndex)) {
      this.open(
        out,
        { kind: 'tool', toolIndex },
        { type: 'tool_use', id: toolUseId(call.id), name: call.function?.name ?? '', input: {} },
      );
      this.toolBlocks.set(toolIndex, this.blocks - 1);
    }
    const args = call.function?.arguments;
    if (typeof args === 'string' && args)
      this.delta(
        out,
        { type: 'input_json_delta', partial_json: args },
        args.length,
        this.toolBlocks.get(toolIndex),
      );
  }

  private open(out: StreamItem[], block: Block, contentBlock: object): void {
    this.close(out);
    this.block = block;
    this.event(out, {
      type: 'content_block_start',
      index: this.blocks++,
      content_block: contentBlock,
    });
  }

  private delta(out: StreamItem[], delta: object, chars: number, index = this.blocks - 1): void {
    this.event(out, { type: 'content_block_delta', index, delta }, chars);
  }

  private close(out: StreamItem[]): void {
    if (!this.block) return;
    this.event(out, { type: 'content_block_stop', index: this.blocks - 1 });
    this.block = null;
  }

  private finish(out: StreamItem[]): void {
    this.close(out);
    const stop = stopOf(
      this.finishReason,
      this.matched,
      this.stopSequences,
      this.toolBlocks.size > 0,
    );
    const usage = anthropicUsage(this.usage);
    this.event(
      out,
      {
        type: 'message_delta',
        delta: stop,
        usage: { input_tokens: usage.input_tokens, output_tokens: usage.output_tokens },
      },
      0,
      this.usage ?? undefined,
    );
    this.event(out, { type: 'message_stop' });
  }
}
