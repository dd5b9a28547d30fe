import { useCallback, useEffect, useRef, useState } from 'react';

interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
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

/**
 * What to tell the user when recognition stops with an error (SpeechRecognitionErrorEvent.error):
 * a refused microphone must not look like a button that does nothing. `aborted` is our own stop.
 */
export function voiceInputProblem(error: string | undefined): string | null {
  switch (error) {
    case 'aborted':
      return null;
    case 'not-allowed':
    case 'service-not-allowed':
      return "The microphone is blocked for this site. Allow it in your browser's site settings, then try again.";
    case 'audio-capture':
      return 'No microphone was found. Connect one, then try again.';
    case 'no-speech':
      return 'No speech was heard. Try again and speak after the button turns on.';
    case 'network':
      return "Your browser's speech service could not be reached. Type your question instead.";
    default:
      return 'Voice input stopped. Type your question instead.';
  }
}

/**
 * Voice input: one en-US utterance (non-continuous) handed to `onTranscript`; `onProblem` gets a
 * sentence for the user when recognition fails (see voiceInputProblem).
 */
export function useVoiceInput(
  onTranscript: (text: string) => void,
  onProblem: (message: string) => void = () => {},
) {
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
    r.onerror = (event) => {
      setListening(false);
      const problem = voiceInputProblem(event.error);
      if (problem) onProblem(problem);
    };
    recognition.current = r;
    setListening(true);
    r.start();
  }, [Recognition, listening, onTranscript, onProblem]);

  useEffect(() => () => recognition.current?.stop(), []);

  return { supported: Boolean(Recognition), listening, toggle };
}
