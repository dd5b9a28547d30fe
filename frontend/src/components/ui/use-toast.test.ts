import { act, renderHook } from '@testing-library/react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, toast, useToast } from './use-toast';

describe('toasts', () => {
  it('keeps only one toast at a time, the newest', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0].title).toBe('Second');
  });

  it('closes a dismissed toast and removes it 1,000,000 ms later', () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useToast());
      act(() => {
        toast({ title: 'Bye', variant: 'destructive' }).dismiss();
      });
      expect(result.current.toasts[0]).toMatchObject({ open: false, variant: 'destructive' });
      act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
      expect(result.current.toasts).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1));
      expect(result.current.toasts).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
