import { Monitor } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import { type ActiveSession, useSessions } from '../api/get-sessions';
import { useRevokeSession, useSignOutOtherSessions } from '../api/revoke-sessions';
import { formatDateTime } from '@/lib/format-time';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'Unknown');

function SessionRow({ session }: { session: ActiveSession }) {
  const revoke = useRevokeSession();
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <Monitor className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div>
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {session.device}
            {session.current && <Badge variant="success">This device</Badge>}
          </p>
          <p className="text-sm text-muted-foreground">
            {session.ipAddress ? `IP ${session.ipAddress} · ` : ''}Last active{' '}
            {when(session.lastActiveAt)}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(session.id, {
              onSuccess: () =>
                toast({ title: 'Session Revoked', description: 'That device is signed out.' }),
              onError: (error) =>
                toast({
                  title: 'Revoke Failed',
                  description: getServerMessage(error, 'Failed to revoke the session'),
                  variant: 'destructive',
                }),
            })
          }
        >
          Revoke
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in, with revoke and "sign out other sessions". */
export function SessionsCard() {
  const { data, isPending, isError } = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const others = data?.sessions.filter((s) => !s.current).length ?? 0;

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle>Active Sessions</CardTitle>
          <CardDescription>Devices signed in to your account.</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={others === 0 || signOutOthers.isPending}
          onClick={() =>
            signOutOthers.mutate(undefined, {
              onSuccess: (res) =>
                toast({
                  title: 'Signed Out Other Sessions',
                  description: `${res.revoked} session${res.revoked === 1 ? '' : 's'} signed out.`,
                }),
              onError: (error) =>
                toast({
                  title: 'Sign Out Failed',
                  description: getServerMessage(error, 'Failed to sign out other sessions'),
                  variant: 'destructive',
                }),
            })
          }
        >
          Sign out other sessions
        </Button>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Spinner label="Loading sessions..." />
        ) : isError ? (
          <p className="text-sm text-destructive">Failed to load sessions</p>
        ) : (
          <ul className="divide-y" aria-label="Active sessions">
            {data.sessions.map((s) => (
              <SessionRow key={s.id} session={s} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
