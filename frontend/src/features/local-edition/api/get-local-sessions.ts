import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { localServiceJson } from './local-service-client';
import { localServiceKeys } from './query-keys';

/** Spec §3 session summary. */
export const sessionSummarySchema = z.object({
  sessionId: z.string(),
  lastActivity: z.union([z.string(), z.number()]),
});

export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSummarySchema) });

export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** Spec §9: the page lists at most three sessions. */
export const MAX_LISTED_SESSIONS = 3;

/** GET {base}/sessions. */
export async function getLocalSessions(base: string): Promise<SessionSummary[]> {
  const answer = await localServiceJson(base, 'GET', '/sessions');
  return sessionsResponseSchema.parse(answer).sessions;
}

/** The most recently active sessions first, at most three. */
export function recentSessions(sessions: readonly SessionSummary[]): SessionSummary[] {
  const time = (s: SessionSummary) => new Date(s.lastActivity).getTime() || 0;
  return [...sessions].sort((a, b) => time(b) - time(a)).slice(0, MAX_LISTED_SESSIONS);
}

/** Loaded with the page and after each reply or clear; a failure is only logged (spec §8). */
export function useLocalSessions(base: string) {
  return useQuery({
    queryKey: localServiceKeys.sessions(base),
    queryFn: async () => {
      try {
        return recentSessions(await getLocalSessions(base));
      } catch (error) {
        console.error('Could not load sessions', error);
        throw error;
      }
    },
    retry: false,
  });
}
