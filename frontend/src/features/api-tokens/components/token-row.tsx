import { KeyRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import type { ApiToken } from '../api/get-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { formatDateTime } from '@/lib/format-time';

const when = formatDateTime;

function expiry(token: ApiToken, now: number): string {
  if (!token.expiresAt) return 'Never expires';
  return Date.parse(token.expiresAt) <= now
    ? `Expired ${when(token.expiresAt)}`
    : `Expires ${when(token.expiresAt)}`;
}

/** One token: name, prefix, scopes, dates, last use, and Revoke behind a confirmation. */
export function TokenRow({ token, now }: { token: ApiToken; now: number }) {
  const revoke = useRevokeApiToken();
  const expired = token.expiresAt !== null && Date.parse(token.expiresAt) <= now;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="break-all">{token.name}</span>
            <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{token.prefix}…</code>
            {token.scopes.map((scope) => (
              <Badge key={scope} variant="secondary">
                {scope}
              </Badge>
            ))}
            {expired && <Badge variant="destructive">Expired</Badge>}
          </p>
          <p className="text-sm text-muted-foreground">
            Created {when(token.createdAt)} · {expiry(token, now)}
          </p>
          <p className="text-sm text-muted-foreground">
            {token.lastUsedAt
              ? `Last used ${when(token.lastUsedAt)}${token.lastUsedIp ? ` from ${token.lastUsedIp}` : ''}`
              : 'Never used'}
          </p>
        </div>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" disabled={revoke.isPending}>
            Revoke
          </Button>
        }
        title="Revoke this token?"
        description={`Scripts using "${token.name}" will get 401 Unauthorized at once. This cannot be undone.`}
        confirmLabel="Revoke token"
        onConfirm={() =>
          revoke.mutate(token.id, {
            onSuccess: () =>
              toast({ title: 'Token Revoked', description: `"${token.name}" no longer works.` }),
            onError: (error) =>
              toast({
                title: 'Revoke Failed',
                description: getServerMessage(error, 'Failed to revoke the token'),
                variant: 'destructive',
              }),
          })
        }
      />
    </li>
  );
}
