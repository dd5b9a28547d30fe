import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useRolePermissions, type RoleName } from '../api/get-role-permissions';
import { PermissionList } from './permission-list';
import { RoleSelect } from './role-select';

export function RolePermissionsCard() {
  const [role, setRole] = useState<RoleName>('user');
  const { data, isPending, isError } = useRolePermissions(role);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Role Permissions</CardTitle>
        <CardDescription>What each role may do.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-3">
          <Label htmlFor="role-permissions-select">Role</Label>
          <RoleSelect id="role-permissions-select" value={role} onChange={setRole} />
        </div>
        {isPending && <Spinner label="Loading permissions..." />}
        {isError && <p className="text-sm text-destructive">Failed to load permissions.</p>}
        {data && <PermissionList permissions={data.permissions} />}
      </CardContent>
    </Card>
  );
}
