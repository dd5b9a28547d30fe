import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useApiTokens } from '../api/get-api-tokens';
import { CreateTokenDialog } from './create-token-dialog';
import { TokenRow } from './token-row';

/** Settings → API tokens: create (secret shown once), list, revoke. */
export function ApiTokensTab() {
  const { data, isPending, isError, dataUpdatedAt } = useApiTokens();
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle>API tokens</CardTitle>
          <CardDescription>
            Call the API from scripts with <code>Authorization: Bearer &lt;token&gt;</code>. A token
            acts with your role; changing your password or a deactivated account revokes every
            token.
          </CardDescription>
        </div>
        <CreateTokenDialog />
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Spinner label="Loading tokens..." />
        ) : isError ? (
          <p className="text-sm text-destructive">Failed to load API tokens</p>
        ) : data.tokens.length === 0 ? (
          <p className="text-sm text-muted-foreground">No API tokens yet</p>
        ) : (
          <ul className="divide-y" aria-label="API tokens">
            {data.tokens.map((token) => (
              <TokenRow key={token.id} token={token} now={dataUpdatedAt} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
