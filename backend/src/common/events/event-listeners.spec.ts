import { Logger } from '@nestjs/common';
import { EventListeners } from './event-listeners';

describe('EventListeners', () => {
  it('calls every listener in order, survives a failing one, and unsubscribes', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const events = new EventListeners<number>('test');
    const seen: string[] = [];
    events.subscribe((n) => void seen.push(`a${n}`));
    events.subscribe(() => {
      throw new Error('boom');
    });
    const stop = events.subscribe(async (n) => void seen.push(`c${n}`));
    await events.emit(1);
    stop();
    await events.emit(2);
    expect(seen).toEqual(['a1', 'c1', 'a2']);
  });
});
