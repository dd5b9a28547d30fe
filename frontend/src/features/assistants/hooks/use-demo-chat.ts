import { useCallback, useEffect, useRef, useState } from 'react';
import { type Confidence, type DemoAssistantId, streamAnswer } from '../api/stream-answer';
import { FAILURE_MESSAGE } from '../lib/reveal-delay';
import { createSessionId } from '../lib/session-id';
import { createTextRevealer } from './text-revealer';

/** Spec §3 demo chat message. */
export interface DemoChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
  isStreaming?: boolean;
  sources?: string[];
  confidence?: Confidence;
  codeExample?: string;
  feedback?: 'positive' | 'negative';
}

let nextId = 0;
const messageId = () => `m${Date.now()}-${(nextId += 1)}`;

/**
 * One assistant conversation: one request at a time, text revealed gradually, metadata applied
 * when it arrives, and the spec's failure text (confidence low) on any error.
 */
export function useDemoChat(assistant: DemoAssistantId, sessionPrefix: string) {
  const [messages, setMessages] = useState<DemoChatMessage[]>([]);
  const [isStreaming, setIsStreaming] = useState(false);
  const [sessionId] = useState(() => createSessionId(sessionPrefix));
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (raw: string) => {
      const query = raw.trim();
      if (!query || busy.current) return;
      busy.current = true;
      setIsStreaming(true);
      const id = messageId();
      const update = (patch: (m: DemoChatMessage) => Partial<DemoChatMessage>) =>
        setMessages((all) => all.map((m) => (m.id === id ? { ...m, ...patch(m) } : m)));
      setMessages((all) => [
        ...all,
        { id: messageId(), role: 'user', content: query, timestamp: new Date() },
        { id, role: 'assistant', content: '', timestamp: new Date(), isStreaming: true },
      ]);
      const revealer = createTextRevealer((text) => update((m) => ({ content: m.content + text })));
      const controller = new AbortController();
      abort.current = controller;
      try {
        await streamAnswer(
          assistant,
          { query, sessionId },
          (event) => {
            if (event.type === 'chunk') revealer.push(event.content);
            if (event.type === 'metadata') {
              const { sources, confidence, codeExample } = event;
              update(() => ({ sources, confidence, codeExample }));
            }
          },
          controller.signal,
        );
        await revealer.drain();
        update(() => ({ isStreaming: false }));
      } catch {
        revealer.cancel();
        if (controller.signal.aborted) return;
        update(() => ({
          content: FAILURE_MESSAGE,
          confidence: 'low',
          sources: [],
          codeExample: undefined,
          isStreaming: false,
        }));
      } finally {
        busy.current = false;
        setIsStreaming(false);
      }
    },
    [assistant, sessionId],
  );

  const setFeedback = useCallback((id: string, feedback: 'positive' | 'negative') => {
    setMessages((all) =>
      all.map((m) =>
        m.id === id ? { ...m, feedback: m.feedback === feedback ? undefined : feedback } : m,
      ),
    );
  }, []);

  return { messages, isStreaming, send, setFeedback, sessionId };
}
