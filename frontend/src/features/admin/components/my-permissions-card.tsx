import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useMyPermissions } from '../api/get-my-permissions';
import { PermissionList } from './permission-list';

export function MyPermissionsCard() {
  const { data, isPending, isError } = useMyPermissions();
  return (
    <Card>
      <CardHeader>
        <CardTitle>My Permissions</CardTitle>
        <CardDescription>What your own role grants you.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending && <Spinner label="Loading permissions..." />}
        {isError && <p className="text-sm text-destructive">Failed to load permissions.</p>}
        {data && <PermissionList permissions={data.permissions} />}
      </CardContent>
    </Card>
  );
}
