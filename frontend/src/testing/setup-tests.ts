import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { clearCsrfToken } from '@/lib/api-client';
import { preloadAllLazyComponents } from '@/lib/lazy';

// jsdom lacks these browser APIs; Radix primitives and the scroll helper call them.
// (Files that opt into the node environment have no window.)
if (typeof window !== 'undefined') {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// cn() resolves Tailwind conflicts with a short rule list (lib/merge-classes.ts) instead of
// tailwind-merge, to keep every page's first download small. Every call made while the tests
// render the app is checked against tailwind-merge itself.
vi.mock('@/lib/utils', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/utils')>();
  const { twMerge } = await import('tailwind-merge');
  const { clsx } = await import('clsx');
  return {
    ...actual,
    cn: (...inputs: Parameters<typeof actual.cn>) => {
      const merged = actual.cn(...inputs);
      const expected = twMerge(clsx(inputs));
      if (merged !== expected) {
        throw new Error(
          `cn() differs from tailwind-merge; extend lib/merge-classes.ts.\n  input:    ${clsx(inputs)}\n  cn:       ${merged}\n  expected: ${expected}`,
        );
      }
      return merged;
    },
  };
});

// Screens, islands, the toaster...: with their code loaded up front nothing suspends, which
// React 19's act() would only resolve when awaited (the tests render synchronously).
beforeAll(preloadAllLazyComponents);

afterEach(() => {
  if (typeof window !== 'undefined') cleanup();
  clearCsrfToken();
  resetToasts();
  vi.unstubAllGlobals();
});
