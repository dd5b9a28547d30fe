import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { type DemoStreamEvent, streamAnswer } from './stream-answer';

const sse = (...events: object[]) =>
  new Response(events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join(''), {
    headers: { 'Content-Type': 'text/event-stream' },
  });

const chunk = (content: string) => ({ type: 'chunk', content });
const PATH = 'POST /api/demo/ai/brain/stream';
const ask = (options: Parameters<typeof streamAnswer>[4] = {}) => {
  const events: DemoStreamEvent[] = [];
  const done = streamAnswer(
    'brain',
    { query: 'How is IronKeep priced?', sessionId: 's1' },
    (event) => events.push(event),
    undefined,
    options,
  );
  return { events, done };
};

describe('streamAnswer across a rolling restart', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks once more after a reconnect event, and the restart clears what was shown', async () => {
    const answers = [
      sse(chunk('Half an ans'), { type: 'reconnect' }),
      sse(chunk('The whole answer.'), { type: 'complete' }),
    ];
    const fetchMock = mockFetch({ [PATH]: () => answers.shift()! });
    const onRestart = vi.fn();
    const { events, done } = ask({ onRestart });
    await done;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onRestart).toHaveBeenCalledTimes(1);
    expect(events.map((e) => e.type)).toEqual(['chunk', 'chunk', 'complete']);
    expect(events.some((e) => e.type === 'reconnect')).toBe(false);
  });

  it('asks once more when the server answers 503 (not taking requests)', async () => {
    const answers = [
      new Response('{"statusCode":503}', { status: 503 }),
      sse(chunk('Answer.'), { type: 'complete' }),
    ];
    const fetchMock = mockFetch({ [PATH]: () => answers.shift()! });
    const { events, done } = ask();
    await done;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(events.map((e) => e.type)).toEqual(['chunk', 'complete']);
  });

  it('gives up after the second interruption (the caller shows the failure message)', async () => {
    const fetchMock = mockFetch({ [PATH]: () => sse(chunk('x'), { type: 'reconnect' }) });
    await expect(ask().done).rejects.toThrow(/interrupted twice/);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry other failures', async () => {
    const fetchMock = mockFetch({ [PATH]: () => new Response('nope', { status: 500 }) });
    await expect(ask().done).rejects.toThrow(/^500/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
