import { parseChatRequest } from './chat-request';
import { parseCompletionRequest } from './completion-request';

const base = { model: 'm', messages: [{ role: 'user', content: 'Hi' }] };
const param = (body: object, parse: (body: unknown) => unknown = parseChatRequest) => {
  try {
    parse(body);
  } catch (err) {
    const e = err as { param: string; text: string };
    return `${e.param}: ${e.text}`;
  }
  return 'accepted';
};

describe('chat request fields of OpenAI’s current spec', () => {
  it('accepts the newer fields as sent', () => {
    const body = {
      ...base,
      safety_identifier: 'u',
      prompt_cache_key: 'k',
      prompt_cache_retention: 'in_memory',
      service_tier: 'flex',
      verbosity: 'high',
      store: true,
      metadata: { a: 'b' },
      prediction: { type: 'content', content: 'x' },
      modalities: ['text'],
      moderation: null,
      stream: true,
      stream_options: { include_usage: true, include_obfuscation: false },
    };
    expect(parseChatRequest(body)).toEqual(body);
    expect(
      param(
        { model: 'm', prompt: 'x', stream: true, stream_options: { include_obfuscation: true } },
        parseCompletionRequest,
      ),
    ).toBe('accepted');
  });

  it('refuses what no server here does, naming the field and why', () => {
    expect(param({ ...base, audio: { voice: 'alloy' } })).toBe(
      "audio: 'audio' (audio output) is not supported by this server",
    );
    expect(param({ ...base, modalities: ['text', 'audio'] })).toMatch(
      /^modalities: .*not supported by this server/,
    );
    expect(param({ ...base, web_search_options: {} })).toBe(
      "web_search_options: 'web_search_options' (web search) is not supported by this server",
    );
    expect(param({ ...base, stream: true, stream_options: { nope: 1 } })).toBe(
      'stream_options.nope: Unrecognized request argument supplied: stream_options.nope',
    );
    expect(param({ ...base, frobnicate: 1 })).toBe(
      'frobnicate: Unrecognized request argument supplied: frobnicate',
    );
  });

  it('translates the deprecated function calling to tools', () => {
    const fn = { name: 'f', parameters: { type: 'object' } };
    expect(parseChatRequest({ ...base, functions: [fn], function_call: { name: 'f' } })).toEqual({
      ...base,
      tools: [{ type: 'function', function: fn }],
      tool_choice: { type: 'function', function: { name: 'f' } },
    });
    expect(parseChatRequest({ ...base, function_call: 'none' }).tool_choice).toBe('none');
    expect(param({ ...base, functions: [fn], tools: [] })).toMatch(/^functions: /);
    expect(param({ ...base, function_call: 7 })).toMatch(/^function_call: /);
    const history = parseChatRequest({
      ...base,
      messages: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', function_call: { name: 'f', arguments: '{}' } },
        { role: 'function', name: 'f', content: 'ok' },
        { role: 'assistant', content: null, function_call: { name: 'f', arguments: '{"a":1}' } },
        { role: 'function', name: 'f', content: 'ok again' },
      ],
    });
    expect(history.messages.slice(1)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'call_legacy_0', type: 'function', function: { name: 'f', arguments: '{}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_legacy_0', content: 'ok' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'call_legacy_1', type: 'function', function: { name: 'f', arguments: '{"a":1}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_legacy_1', content: 'ok again' },
    ]);
  });
});
