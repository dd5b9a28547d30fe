import { Badge } from '@/components/ui/badge';
import { EmailAddress } from '@/components/ui/email-address';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import type { RoleName } from '../api/get-role-permissions';
import type { ManagedUser } from '../api/get-users';
import { useUpdateUserRole } from '../api/update-user-role';
import { useUpdateUserStatus } from '../api/update-user-status';
import { ResetPasswordAction } from './reset-password-action';
import { RoleSelect } from './role-select';

type UserRowProps = { user: ManagedUser; isSelf: boolean; canEdit: boolean };

/** One user: role selector and activate/deactivate, with the spec's toasts (§8). */
export function UserRow({ user, isSelf, canEdit }: UserRowProps) {
  const roleMutation = useUpdateUserRole();
  const statusMutation = useUpdateUserStatus();
  const locked = !canEdit || isSelf;

  const changeRole = (role: RoleName) =>
    roleMutation.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => toast({ title: 'User role updated successfully' }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to update user role',
            description: getServerMessage(error, 'Failed to update user role'),
          }),
      },
    );

  const toggleStatus = () =>
    statusMutation.mutate(
      { userId: user.id, isActive: !user.isActive },
      {
        onSuccess: () => toast({ title: 'User status updated successfully' }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to update user status',
            description: getServerMessage(error, 'Failed to update user status'),
          }),
      },
    );

  return (
    <TableRow>
      <TableCell className="font-medium max-sm:justify-start max-sm:text-base">
        <span className="max-sm:break-all">{user.username}</span>
        {isSelf && <span className="ml-2 text-xs text-muted-foreground">(you)</span>}
      </TableCell>
      <TableCell label="Email" className="text-muted-foreground">
        {user.email ? <EmailAddress email={user.email} /> : 'Not set'}
      </TableCell>
      <TableCell label="Role">
        <RoleSelect
          aria-label={`Role of ${user.username}`}
          value={user.role}
          onChange={changeRole}
          disabled={locked || roleMutation.isPending}
        />
      </TableCell>
      <TableCell label="Status">
        <Badge variant={user.isActive ? 'success' : 'destructive'}>
          {user.isActive ? 'Active' : 'Inactive'}
        </Badge>
      </TableCell>
      <TableCell className="text-right max-sm:justify-end max-sm:empty:hidden">
        {canEdit && (
          <div className="flex flex-wrap justify-end gap-2">
            <ResetPasswordAction user={user} disabled={isSelf || !user.isActive} />
            <Button
              size="sm"
              variant={user.isActive ? 'outline' : 'default'}
              onClick={toggleStatus}
              disabled={isSelf || statusMutation.isPending}
              aria-label={`${user.isActive ? 'Deactivate' : 'Activate'} ${user.username}`}
            >
              {user.isActive ? 'Deactivate' : 'Activate'}
            </Button>
          </div>
        )}
      </TableCell>
    </TableRow>
  );
}
