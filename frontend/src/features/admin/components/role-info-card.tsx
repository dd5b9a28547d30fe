import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useRoleInfo } from '../api/get-role-info';

export function RoleInfoCard() {
  const { data, isPending, isError } = useRoleInfo();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Role Information</CardTitle>
        <CardDescription>The roles of this installation and their rank.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending && <Spinner label="Loading roles..." />}
        {isError && <p className="text-sm text-destructive">Failed to load roles.</p>}
        <ul className="grid gap-3">
          {data?.roleInfo.roles.map((role) => (
            <li key={role.name} className="rounded-lg border p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium capitalize">{role.name}</span>
                <span className="text-xs text-muted-foreground">Level {role.level}</span>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">{role.description}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
