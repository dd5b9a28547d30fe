import { createTextRevealer } from './text-revealer';

describe('createTextRevealer', () => {
  afterEach(() => vi.useRealTimers());

  it('reveals characters on the per-character schedule (3 ms, 2 ms space, 8 ms after .)', async () => {
    vi.useFakeTimers();
    let shown = '';
    const revealer = createTextRevealer((text) => (shown += text));
    revealer.push('ab cd.ef'); // a3 b3 _2 c3 d3 .8 e3 f3 = 28 ms
    await vi.advanceTimersByTimeAsync(16); // 3+3+2+3+3 = 14 <= 16 < 22
    expect(shown).toBe('ab cd');
    await vi.advanceTimersByTimeAsync(16); // 32 >= 28
    expect(shown).toBe('ab cd.ef');
    await revealer.drain();
  });

  it('unpaced (reduced motion), shows each piece as it arrives', async () => {
    const shown: string[] = [];
    const revealer = createTextRevealer((text) => shown.push(text), { paced: false });
    revealer.push('first piece. ');
    revealer.push('second piece.');
    expect(shown).toEqual(['first piece. ', 'second piece.']);
    await revealer.drain();
    revealer.cancel();
    revealer.push('after cancel');
    expect(shown).toHaveLength(2);
  });

  it('stops revealing once cancelled', async () => {
    vi.useFakeTimers();
    let shown = '';
    const revealer = createTextRevealer((text) => (shown += text));
    revealer.push('x'.repeat(100));
    revealer.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(shown).toBe('');
  });
});
