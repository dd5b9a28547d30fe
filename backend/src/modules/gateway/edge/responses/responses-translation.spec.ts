import { StreamDecoder, StreamItem } from '../../adapters/runtime-adapter';
import { responseResult } from './responses-answer';
import { parseResponsesRequest } from './responses-request';
import { ResponsesStreamDecoder } from './responses-stream';

/** An inner decoder that hands back the chunks it is given (one push = the listed items). */
function decoderOf(items: StreamItem[][]): StreamDecoder {
  let i = 0;
  return { push: () => items[i++] ?? [], end: () => [] };
}
const chunk = (choice: object, usage?: { promptTokens: number; completionTokens: number }) => ({
  kind: 'chunk' as const,
  data: JSON.stringify({ choices: usage ? [] : [{ index: 0, ...choice }] }),
  chars: 1,
  usage,
});
const events = (items: StreamItem[]) =>
  items.flatMap((item) =>
    item.kind === 'chunk'
      ? [JSON.parse(item.data) as { type: string; sequence_number: number; [k: string]: unknown }]
      : [],
  );

describe('Responses API translation', () => {
  it('turns input items into chat messages: function calls join the assistant turn, outputs become tool messages', () => {
    const call = parseResponsesRequest({
      model: 'm',
      instructions: 'Be brief.',
      input: [
        { role: 'user', content: [{ type: 'input_text', text: 'Weather?' }] },
        {
          type: 'message',
          role: 'assistant',
          content: [{ type: 'output_text', text: 'Looking.' }],
        },
        { type: 'reasoning', id: 'rs_1', summary: [] },
        { type: 'function_call', call_id: 'c1', name: 'w', arguments: '{"city":"Oslo"}' },
        { type: 'function_call', call_id: 'c2', name: 'w', arguments: '{"city":"Rome"}' },
        { type: 'function_call_output', call_id: 'c1', output: '3°' },
        {
          type: 'function_call_output',
          call_id: 'c2',
          output: [{ type: 'input_text', text: '20°' }],
        },
      ],
      max_output_tokens: 20,
      tools: [{ type: 'function', name: 'w', parameters: { type: 'object' } }],
      tool_choice: 'required',
      text: { format: { type: 'json_object' }, verbosity: 'low' },
    });
    expect(call.chat).toEqual({
      model: 'm',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Weather?' },
        {
          role: 'assistant',
          content: 'Looking.',
          tool_calls: [
            { id: 'c1', type: 'function', function: { name: 'w', arguments: '{"city":"Oslo"}' } },
            { id: 'c2', type: 'function', function: { name: 'w', arguments: '{"city":"Rome"}' } },
          ],
        },
        { role: 'tool', tool_call_id: 'c1', content: '3°' },
        { role: 'tool', tool_call_id: 'c2', content: '20°' },
      ],
      max_tokens: 20,
      tools: [{ type: 'function', function: { name: 'w', parameters: { type: 'object' } } }],
      tool_choice: 'required',
      response_format: { type: 'json_object' },
    });
    expect(call.echo).toMatchObject({ tool_choice: 'required', max_output_tokens: 20 });
  });

  it('refuses stored state, hosted tools and unknown fields, naming the field', () => {
    const refusal = (body: object) => {
      try {
        parseResponsesRequest({ model: 'm', input: 'Hi', ...body });
      } catch (err) {
        return (err as { param: string; text: string; httpStatus: number }).param;
      }
      return 'accepted';
    };
    expect(refusal({ previous_response_id: 'resp_1' })).toBe('previous_response_id');
    expect(refusal({ conversation: 'conv_1' })).toBe('conversation');
    expect(refusal({ store: true })).toBe('store');
    expect(refusal({ store: false, metadata: { a: '1' }, safety_identifier: 'u' })).toBe(
      'accepted',
    );
    expect(refusal({ tools: [{ type: 'file_search' }] })).toBe('tools[0].type');
    expect(refusal({ tool_choice: { type: 'web_search_preview' } })).toBe('tool_choice');
    expect(refusal({ text: { format: { type: 'json_schema' } } })).toBe('text.format.name');
    expect(refusal({ input: [{ type: 'computer_call' }] })).toBe('input[0].type');
    expect(refusal({ surprise: true })).toBe('surprise');
    expect(refusal({ input: '' })).toBe('input');
  });

  it('writes a JSON answer: a message, then function_call items; length is incomplete', () => {
    const call = parseResponsesRequest({ model: 'm', input: 'Hi' });
    const raw = {
      choices: [
        {
          message: {
            content: 'Sure.',
            tool_calls: [{ id: 'c0', function: { name: 'w', arguments: '{}' } }],
          },
          finish_reason: 'tool_calls',
        },
      ],
    };
    const usage = { promptTokens: 3, completionTokens: 4 };
    const body = JSON.parse(
      responseResult({ body: JSON.stringify(raw), usage, chars: 5 }, call, () => 1000).body,
    );
    expect(body).toMatchObject({
      object: 'response',
      status: 'completed',
      output: [
        { type: 'message', content: [{ type: 'output_text', text: 'Sure.' }] },
        { type: 'function_call', call_id: 'c0', name: 'w', arguments: '{}' },
      ],
      usage: { input_tokens: 3, output_tokens: 4, total_tokens: 7 },
    });
    const cut = { choices: [{ message: { content: 'Lo' }, finish_reason: 'length' }] };
    const incomplete = JSON.parse(
      responseResult({ body: JSON.stringify(cut), usage, chars: 2 }, call, () => 1000).body,
    );
    expect(incomplete).toMatchObject({
      status: 'incomplete',
      incomplete_details: { reason: 'max_output_tokens' },
    });
  });

  it('streams text then parallel tool calls as numbered items, usage in response.completed', () => {
    const usage = { promptTokens: 7, completionTokens: 3 };
    const decoder = new ResponsesStreamDecoder(
      decoderOf([
        [chunk({ delta: { role: 'assistant', content: '' } }), chunk({ delta: { content: 'Hi' } })],
        [
          chunk({
            delta: {
              tool_calls: [{ index: 0, id: 'c0', function: { name: 'a', arguments: '{' } }],
            },
          }),
          chunk({ delta: { tool_calls: [{ index: 0, function: { arguments: '}' } }] } }),
          chunk({ delta: { tool_calls: [{ index: 1, id: 'c1', function: { name: 'b' } }] } }),
          chunk({ delta: {}, finish_reason: 'tool_calls' }),
          chunk({}, usage),
          { kind: 'done' },
        ],
      ]),
      parseResponsesRequest({ model: 'm', input: 'Hi' }),
      () => 1000,
    );
    const items = [...decoder.push(''), ...decoder.push('')];
    const out = events(items);
    expect(out.map((e) => e.type)).toEqual([
      'response.created',
      'response.in_progress',
      'response.output_item.added',
      'response.content_part.added',
      'response.output_text.delta',
      'response.output_text.done',
      'response.content_part.done',
      'response.output_item.done',
      'response.output_item.added',
      'response.function_call_arguments.delta',
      'response.function_call_arguments.delta',
      'response.output_item.added',
      'response.function_call_arguments.done',
      'response.output_item.done',
      'response.function_call_arguments.done',
      'response.output_item.done',
      'response.completed',
    ]);
    expect(out.map((e) => e.sequence_number)).toEqual(out.map((_, i) => i));
    const completed = out.at(-1)!.response as Record<string, unknown>;
    expect(completed).toMatchObject({
      status: 'completed',
      output: [
        { type: 'message', content: [{ text: 'Hi' }] },
        { type: 'function_call', call_id: 'c0', name: 'a', arguments: '{}' },
        { type: 'function_call', call_id: 'c1', name: 'b', arguments: '' },
      ],
      usage: { input_tokens: 7, output_tokens: 3, total_tokens: 10 },
    });
    // The relay meters the usage carried by the last event.
    expect(items.filter((i) => i.kind === 'chunk' && i.usage)).toHaveLength(1);
    expect(items.at(-1)).toEqual({ kind: 'done' });
  });

  it('fails with response.failed carrying the error and the partial answer', () => {
    const decoder = new ResponsesStreamDecoder(
      decoderOf([[chunk({ delta: { content: 'Hi' } }), { kind: 'error', message: 'died' }]]),
      parseResponsesRequest({ model: 'm', input: 'Hi' }),
      () => 1000,
    );
    const items = decoder.push('');
    expect(items.at(-1)).toEqual({ kind: 'error', message: 'died' });
    const frame = decoder.failure('died');
    expect(frame).toMatch(/^event: response\.failed\ndata: /);
    const failed = JSON.parse(frame.split('data: ')[1]);
    expect(failed).toMatchObject({
      type: 'response.failed',
      sequence_number: events(items).length,
      response: {
        status: 'failed',
        error: { code: 'server_error', message: 'died' },
        output: [{ type: 'message', status: 'incomplete', content: [{ text: 'Hi' }] }],
      },
    });
    expect(failed.response).not.toHaveProperty('usage');
  });
});
