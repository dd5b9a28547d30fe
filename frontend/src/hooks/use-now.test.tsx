import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

function Clock({ label }: { label: string }) {
  const now = useNow();
  return <p>{`${label}: ${new Date(now).toISOString()}`}</p>;
}

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T09:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('moves every component on one shared timer, and stops it when the last one unmounts', () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const clearInterval = vi.spyOn(globalThis, 'clearInterval');
    const { unmount } = render(
      <>
        <Clock label="a" />
        <Clock label="b" />
        <Clock label="c" />
      </>,
    );
    expect(screen.getByText('a: 2026-03-01T09:00:00.000Z')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('a: 2026-03-01T09:00:03.000Z')).toBeInTheDocument();
    expect(screen.getByText('c: 2026-03-01T09:00:03.000Z')).toBeInTheDocument();
    expect(setInterval.mock.calls.filter(([, ms]) => ms === 1000)).toHaveLength(1);
    unmount();
    expect(clearInterval).toHaveBeenCalledTimes(1);
  });

  it('starts from the current time after being idle', () => {
    const first = render(<Clock label="x" />);
    first.unmount();
    vi.setSystemTime(new Date('2026-03-01T10:30:00.000Z'));
    render(<Clock label="y" />);
    expect(screen.getByText('y: 2026-03-01T10:30:00.000Z')).toBeInTheDocument();
  });
});
