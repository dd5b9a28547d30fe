import { act, renderHook } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useVoiceInput } from './use-speech';

/** A SpeechRecognition that fails with `error` as soon as it starts (as a blocked mic does). */
function recognitionFailingWith(error: string) {
  return class {
    lang = '';
    continuous = true;
    interimResults = true;
    onresult = null;
    onend: (() => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    start() {
      queueMicrotask(() => {
        this.onerror?.({ error });
        this.onend?.();
      });
    }
    stop() {}
  };
}

afterEach(() => vi.unstubAllGlobals());

it('says why voice input stopped when the microphone is refused', async () => {
  vi.stubGlobal('webkitSpeechRecognition', recognitionFailingWith('not-allowed'));
  const onProblem = vi.fn();
  const { result } = renderHook(() => useVoiceInput(vi.fn(), onProblem));
  expect(result.current.supported).toBe(true);
  await act(async () => result.current.toggle());
  expect(onProblem).toHaveBeenCalledWith(
    "The microphone is blocked for this site. Allow it in your browser's site settings, then try again.",
  );
  expect(result.current.listening).toBe(false);
});

it('says nothing when recognition was stopped on purpose (aborted)', async () => {
  vi.stubGlobal('webkitSpeechRecognition', recognitionFailingWith('aborted'));
  const onProblem = vi.fn();
  const { result } = renderHook(() => useVoiceInput(vi.fn(), onProblem));
  await act(async () => result.current.toggle());
  expect(onProblem).not.toHaveBeenCalled();
  expect(result.current.listening).toBe(false);
});
