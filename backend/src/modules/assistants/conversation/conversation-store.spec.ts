import { ManualClock } from '../../../common/clock/manual-clock';
import { MAX_TURNS, MemoryConversationStore } from './conversation-store';

describe('MemoryConversationStore', () => {
  it('keeps the most recent turns of a session', async () => {
    const store = new MemoryConversationStore();
    for (let i = 0; i < MAX_TURNS + 3; i += 1) {
      await store.append('s', [{ role: 'user', content: `q${i}` }]);
    }
    const history = await store.history('s');
    expect(history).toHaveLength(MAX_TURNS);
    expect(history.at(-1)?.content).toBe(`q${MAX_TURNS + 2}`);
  });

  it('drops the least recently used session when full', async () => {
    const store = new MemoryConversationStore(2);
    await store.append('a', [{ role: 'user', content: 'a' }]);
    await store.append('b', [{ role: 'user', content: 'b' }]);
    await store.append('a', [{ role: 'assistant', content: 'a2' }]); // a is now most recent
    await store.append('c', [{ role: 'user', content: 'c' }]);
    expect(await store.history('b')).toEqual([]);
    expect(await store.history('a')).toHaveLength(2);
    expect(await store.history('c')).toHaveLength(1);
  });

  it('forgets a session after an idle hour', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 23));
    const store = new MemoryConversationStore(10, clock);
    await store.append('s', [{ role: 'user', content: 'q' }]);
    clock.advance(60 * 60 * 1000 - 1);
    expect(await store.history('s')).toHaveLength(1);
    clock.advance(60 * 60 * 1000);
    expect(await store.history('s')).toEqual([]);
  });
});
