import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCurrentUserQueryOptions } from '@/lib/current-user';
import { prefersReducedMotion } from '@/lib/motion';
import { hasSessionHint } from '@/lib/session';
import {
  type ChatAssistantId,
  type Confidence,
  StreamRefused,
  streamAnswer,
} from '../api/stream-answer';
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
  /** The sources that are the organization's documents (a member's answer): linked to them. */
  sourceDocuments?: { source: string; documentId: string }[];
  confidence?: Confidence;
  codeExample?: string;
  /** What generated the answer, for a member ("llama3.1:8b on GPU box 1"); absent in the demo. */
  answeredBy?: string;
  feedback?: 'positive' | 'negative';
  /** No document matched: the model answered from its general knowledge (no low-confidence warning). */
  general?: boolean;
  /** The member stopped the answer: what had arrived is kept. */
  stopped?: boolean;
  /** The answer failed or was refused: `content` is the server's reason or the failure text. */
  failed?: boolean;
}

/** A stored exchange shown again when a conversation is continued (the /assistants page). */
export type EarlierTurn = { role: 'user' | 'assistant'; content: string; timestamp: Date };

type ChatOptions = {
  /** Called after each complete answer (the member page refreshes its stored conversations). */
  onAnswered?: () => void;
  /** Which of the member's models answers (the signed-in route's `model`); none in the demo. */
  model?: string;
};

let nextId = 0;
const messageId = () => `m${Date.now()}-${(nextId += 1)}`;

/**
 * Signed-in visitors chat through the memory-aware route. Asked when the first question is sent,
 * never on page load, then cached; any failure to find out means "visitor". A browser that never
 * signed in here (no sign-in note) is a visitor without asking: no 401 in its console.
 */
async function isSignedIn(queryClient: QueryClient): Promise<boolean> {
  if (!hasSessionHint()) return false;
  try {
    const me = await queryClient.fetchQuery({ ...getCurrentUserQueryOptions(), retry: false });
    return Boolean(me?.success && me.user);
  } catch {
    return false;
  }
}

/**
 * One assistant conversation: one request at a time, text revealed gradually, metadata applied
 * when it arrives, and the spec's failure text (confidence low) on any error.
 */
export function useDemoChat(
  assistant: ChatAssistantId,
  sessionPrefix: string,
  { onAnswered, model }: ChatOptions = {},
) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<DemoChatMessage[]>([]);
  const [isStreaming, setIsStreaming] = useState(false);
  const [sessionId, setSessionId] = useState(() => createSessionId(sessionPrefix));
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const stopping = useRef<(() => void) | null>(null);
  const answered = useRef(onAnswered);

  useEffect(() => {
    answered.current = onAnswered;
  }, [onAnswered]);
  useEffect(() => () => abort.current?.abort(), []);

  /**
   * Asks `raw`. With `replacing` (the id of an earlier question), that question and every turn
   * after it are replaced: Regenerate asks the last question again, Edit asks an edited one.
   */
  const send = useCallback(
    async (raw: string, { replacing }: { replacing?: string } = {}) => {
      const query = raw.trim();
      if (!query || busy.current) return;
      busy.current = true;
      setIsStreaming(true);
      const id = messageId();
      const update = (patch: (m: DemoChatMessage) => Partial<DemoChatMessage>) =>
        setMessages((all) => all.map((m) => (m.id === id ? { ...m, ...patch(m) } : m)));
      setMessages((all) => {
        const cut = replacing ? all.findIndex((m) => m.id === replacing) : -1;
        return [
          ...(cut >= 0 ? all.slice(0, cut) : all),
          { id: messageId(), role: 'user', content: query, timestamp: new Date() },
          { id, role: 'assistant', content: '', timestamp: new Date(), isStreaming: true },
        ];
      });
      // Paced reveal is motion: with reduced motion asked for, text shows as it arrives.
      const newRevealer = () =>
        createTextRevealer((text) => update((m) => ({ content: m.content + text })), {
          paced: !prefersReducedMotion(),
        });
      let revealer = newRevealer();
      const controller = new AbortController();
      abort.current = controller;
      let stopped = false;
      // Stop: the request is aborted (the server stops generating and closes its upstream
      // request), the text not yet revealed is dropped, and what is shown stays, marked stopped.
      stopping.current = () => {
        stopped = true;
        revealer.cancel();
        controller.abort();
      };
      try {
        const signedIn = await isSignedIn(queryClient);
        await streamAnswer(
          assistant,
          model ? { query, sessionId, model } : { query, sessionId },
          (event) => {
            if (event.type === 'chunk') revealer.push(event.content);
            if (event.type === 'metadata') {
              const { sources, sourceDocuments, confidence, codeExample, answeredBy, general } =
                event;
              update(() => ({
                sources,
                sourceDocuments,
                confidence,
                codeExample,
                answeredBy,
                general,
              }));
            }
          },
          controller.signal,
          {
            signedIn,
            onSignedOut: () =>
              void queryClient.invalidateQueries({
                queryKey: getCurrentUserQueryOptions().queryKey,
              }),
            // The answer was cut short (a restart, or a failed AI server): it starts again, with
            // nothing of the first.
            onRestart: () => {
              revealer.cancel();
              revealer = newRevealer();
              update(() => ({
                content: '',
                sources: undefined,
                codeExample: undefined,
                answeredBy: undefined,
              }));
            },
          },
        );
        await revealer.drain();
        update(() => (stopped ? { isStreaming: false, stopped: true } : { isStreaming: false }));
        answered.current?.();
      } catch (error) {
        revealer.cancel();
        if (stopped) update(() => ({ isStreaming: false, stopped: true }));
        if (controller.signal.aborted) return;
        const refused = error instanceof StreamRefused ? error.serverMessage : null;
        update(() => ({
          content: refused ?? FAILURE_MESSAGE,
          failed: true,
          confidence: 'low',
          sources: [],
          codeExample: undefined,
          // The failure text is the app's own, not the server's answer.
          answeredBy: undefined,
          isStreaming: false,
        }));
      } finally {
        if (abort.current === controller) stopping.current = null;
        busy.current = false;
        setIsStreaming(false);
      }
    },
    [assistant, model, sessionId, queryClient],
  );

  /** Stops the answer under way, keeping what was shown of it (Stop, or Escape). */
  const stop = useCallback(() => stopping.current?.(), []);

  const setFeedback = useCallback((id: string, feedback: 'positive' | 'negative') => {
    setMessages((all) =>
      all.map((m) =>
        m.id === id ? { ...m, feedback: m.feedback === feedback ? undefined : feedback } : m,
      ),
    );
  }, []);

  /**
   * Switches to another chat session: a stored conversation (its session id and messages, so the
   * next exchange is stored in it) or, with no arguments, a new one. An answer under way stops.
   */
  const switchConversation = useCallback(
    (next?: { sessionId: string; turns: EarlierTurn[] }) => {
      abort.current?.abort();
      setSessionId(next?.sessionId ?? createSessionId(sessionPrefix));
      setMessages((next?.turns ?? []).map((turn) => ({ id: messageId(), ...turn })));
    },
    [sessionPrefix],
  );

  return { messages, isStreaming, send, stop, setFeedback, sessionId, switchConversation };
}
