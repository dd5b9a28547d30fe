import { nextMonitorState, INITIAL_MONITOR_STATE } from '../hooks/use-simulated-monitor';
import { readSseEvents } from '../api/stream-answer';
import { revealDelay } from './reveal-delay';
import { createSessionId } from './session-id';

describe('revealDelay', () => {
  it('uses 2 ms for a space, 8 ms after . ! ? and 3 ms otherwise', () => {
    expect(revealDelay(' ')).toBe(2);
    for (const c of ['.', '!', '?']) expect(revealDelay(c)).toBe(8);
    expect(revealDelay('a')).toBe(3);
    expect(revealDelay(',')).toBe(3);
  });
});

describe('createSessionId', () => {
  it('is prefix + current time + 8 random characters', () => {
    const before = Date.now();
    const id = createSessionId('demobrain');
    const match = /^demobrain(\d+)([a-z0-9]{8})$/.exec(id);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(before);
    expect(createSessionId('docs')).not.toBe(createSessionId('docs'));
  });
});

describe('nextMonitorState', () => {
  it('keeps every tick within the spec ranges', () => {
    for (const r of [0, 0.5, 0.999999]) {
      const next = nextMonitorState(INITIAL_MONITOR_STATE, () => r);
      expect(next.latency).toBeGreaterThanOrEqual(35);
      expect(next.latency).toBeLessThanOrEqual(54);
      expect(next.uptime).toBeGreaterThanOrEqual(99.95);
      expect(next.uptime).toBeLessThanOrEqual(100);
      expect(next.requests - INITIAL_MONITOR_STATE.requests).toBeGreaterThanOrEqual(1);
      expect(next.requests - INITIAL_MONITOR_STATE.requests).toBeLessThanOrEqual(3);
      expect(next.externalCalls).toBe(0);
    }
  });
});

describe('readSseEvents', () => {
  it('parses data events split across reads and skips heartbeat comments', async () => {
    const parts = [
      ': heartbeat\n\ndata: {"type":"chu',
      'nk","content":"Hi"}\n\n',
      'data: {"type":"complete"}\n\n',
    ];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const p of parts) controller.enqueue(new TextEncoder().encode(p));
        controller.close();
      },
    });
    const events: unknown[] = [];
    await readSseEvents(body, (e) => events.push(e));
    expect(events).toEqual([{ type: 'chunk', content: 'Hi' }, { type: 'complete' }]);
  });
});
