import { History } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { SessionSummary } from '../../api/get-local-sessions';
import { formatDateTime } from '@/lib/format-time';
import { shortSessionId } from '../../lib/session-id';

type ActiveSessionsCardProps = {
  sessions: SessionSummary[] | undefined;
  currentSessionId: string;
};

function activityTime(lastActivity: string | number): string {
  return Number.isNaN(new Date(lastActivity).getTime()) ? '' : formatDateTime(lastActivity);
}

/** Spec §2: up to three sessions, by the last 8 characters of their id and last activity. */
export function ActiveSessionsCard({ sessions, currentSessionId }: ActiveSessionsCardProps) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="size-4 text-primary" aria-hidden="true" />
          Active Sessions
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        {!sessions?.length ? (
          <p className="text-muted-foreground">No sessions yet</p>
        ) : (
          <ul className="grid gap-2" aria-label="Active sessions">
            {sessions.map((session) => (
              <li key={session.sessionId} className="grid gap-0.5">
                <span>
                  <span className="font-mono">{shortSessionId(session.sessionId)}</span>
                  {session.sessionId === currentSessionId && (
                    <span className="ml-2 text-xs text-muted-foreground">(this chat)</span>
                  )}
                </span>
                <span className="text-xs text-muted-foreground">
                  {activityTime(session.lastActivity)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
