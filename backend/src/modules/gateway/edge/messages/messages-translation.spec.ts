import { StreamDecoder, StreamItem } from '../../adapters/runtime-adapter';
import { messageResult } from './messages-answer';
import { parseMessagesRequest } from './messages-request';
import { MessagesStreamDecoder } from './messages-stream';

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

describe('Anthropic Messages translation', () => {
  it('puts tool results before the rest of the user turn, and refuses server tools', () => {
    const call = parseMessagesRequest({
      model: 'm',
      max_tokens: 10,
      messages: [
        { role: 'user', content: 'Weather?' },
        {
          role: 'assistant',
          content: [
            { type: 'text', text: 'Let me look.' },
            { type: 'tool_use', id: 't1', name: 'w', input: { city: 'Oslo' } },
          ],
        },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: 't1', content: [{ type: 'text', text: '3°' }] },
            { type: 'text', text: 'And tomorrow?' },
          ],
        },
      ],
    });
    expect(call.chat.messages.slice(1)).toEqual([
      {
        role: 'assistant',
        content: 'Let me look.',
        tool_calls: [
          { id: 't1', type: 'function', function: { name: 'w', arguments: '{"city":"Oslo"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 't1', content: '3°' },
      { role: 'user', content: 'And tomorrow?' },
    ]);
    expect(() =>
      parseMessagesRequest({
        model: 'm',
        max_tokens: 1,
        messages: [{ role: 'user', content: 'x' }],
        tools: [{ type: 'bash_20250124', name: 'bash' }],
      }),
    ).toThrow(/not supported by this server/);
    expect(() =>
      parseMessagesRequest({ model: 'm', max_tokens: 1, messages: [], nope: 1 }),
    ).toThrow('nope: Extra inputs are not permitted');
  });

  it('names the stop sequence vLLM reports, and maps length to max_tokens', () => {
    const answer = (choice: object) =>
      JSON.parse(
        messageResult({ body: JSON.stringify({ choices: [choice] }), usage: null, chars: 0 }, 'm', [
          'END',
        ]).body,
      );
    expect(
      answer({ message: { content: 'a' }, finish_reason: 'stop', stop_reason: 'END' }),
    ).toMatchObject({ stop_reason: 'stop_sequence', stop_sequence: 'END' });
    expect(answer({ message: { content: 'a' }, finish_reason: 'length' })).toMatchObject({
      stop_reason: 'max_tokens',
      stop_sequence: null,
      usage: { input_tokens: 0, output_tokens: 0 },
    });
  });

  it('streams text then tool blocks with their own indexes, usage in message_delta', () => {
    const usage = { promptTokens: 7, completionTokens: 3 };
    const decoder = new MessagesStreamDecoder(
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
      'm',
      [],
    );
    const items = [...decoder.push(''), ...decoder.push('')];
    const events = items.map((item) =>
      item.kind === 'chunk' ? [item.event, JSON.parse(item.data)] : [item.kind],
    );
    expect(events.map(([name]) => name)).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_stop',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'content_block_start',
      'content_block_stop',
      'message_delta',
      'message_stop',
      'done',
    ]);
    expect(events[4][1]).toEqual({
      type: 'content_block_start',
      index: 1,
      content_block: { type: 'tool_use', id: 'c0', name: 'a', input: {} },
    });
    expect(events[6][1]).toEqual({
      type: 'content_block_delta',
      index: 1,
      delta: { type: 'input_json_delta', partial_json: '}' },
    });
    expect(events[8][1]).toMatchObject({ index: 2, content_block: { id: 'c1', name: 'b' } });
    expect(events[10][1]).toEqual({
      type: 'message_delta',
      delta: { stop_reason: 'tool_use', stop_sequence: null },
      usage: { input_tokens: 7, output_tokens: 3 },
    });
    // The relay meters the usage the message_delta carries.
    expect(items[10]).toMatchObject({ usage });
  });

  it('passes a failure through as an error item (the relay writes the error event)', () => {
    const decoder = new MessagesStreamDecoder(
      decoderOf([[chunk({ delta: { content: 'Hi' } }), { kind: 'error', message: 'died' }]]),
      'm',
      [],
    );
    const items = decoder.push('');
    expect(items.at(-1)).toEqual({ kind: 'error', message: 'died' });
    expect(items.some((i) => i.kind === 'chunk' && i.event === 'message_stop')).toBe(false);
  });
});
