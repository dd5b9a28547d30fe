import { useCallback, useEffect, useRef, useState } from 'react';

interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => RecognitionLike;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const w = window as unknown as Record<string, RecognitionConstructor | undefined>;
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Read-aloud via speechSynthesis; `supported` is false where the browser lacks it. */
export function useReadAloud() {
  const supported = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const [speakingId, setSpeakingId] = useState<string | null>(null);

  useEffect(() => () => (supported ? window.speechSynthesis.cancel() : undefined), [supported]);

  const toggle = useCallback(
    (id: string, text: string) => {
      if (!supported) return;
      window.speechSynthesis.cancel();
      if (speakingId === id) return setSpeakingId(null);
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.onend = () => setSpeakingId(null);
      setSpeakingId(id);
      window.speechSynthesis.speak(utterance);
    },
    [speakingId, supported],
  );

  return { supported, speakingId, toggle };
}

/** Voice input: one en-US utterance (non-continuous) handed to `onTranscript`. */
export function useVoiceInput(onTranscript: (text: string) => void) {
  const Recognition = typeof window !== 'undefined' ? recognitionConstructor() : undefined;
  const [listening, setListening] = useState(false);
  const recognition = useRef<RecognitionLike | null>(null);

  const toggle = useCallback(() => {
    if (!Recognition) return;
    if (listening) {
      recognition.current?.stop();
      return setListening(false);
    }
    const r = new Recognition();
    r.lang = 'en-US';
    r.continuous = false;
    r.interimResults = false;
    r.onresult = (event) => onTranscript(event.results[0]?.[0]?.transcript ?? '');
    r.onend = () => setListening(false);
    r.onerror = () => setListening(false);
    recognition.current = r;
    setListening(true);
    r.start();
  }, [Recognition, listening, onTranscript]);

  useEffect(() => () => recognition.current?.stop(), []);

  return { supported: Boolean(Recognition), listening, toggle };
}
