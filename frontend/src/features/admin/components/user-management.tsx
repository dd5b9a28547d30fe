import { Search } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { plural } from '@/lib/plural';
import { useUsers } from '../api/get-users';
import { UserRow } from './user-row';

type UserManagementProps = { currentUserId: string; canEdit: boolean };

/**
 * Manage Users: searchable, paginated table (a card per user on phones); admins change roles and
 * (de)activate accounts.
 */
export function UserManagement({ currentUserId, canEdit }: UserManagementProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useUsers(search, page);
  const pagination = data?.pagination;

  return (
    <Card id="manage-users">
      <CardHeader>
        <CardTitle>Manage Users</CardTitle>
        <CardDescription>
          Search accounts, change roles, reset passwords and activate or deactivate.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="relative max-w-sm">
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search users"
            placeholder="Search by username or email"
            className="pl-9"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
        {isPending && <Spinner label="Loading users..." />}
        {isError && <p className="text-sm text-destructive">Failed to load users.</p>}
        {data && (
          <Table stacked>
            <TableHeader>
              <TableRow>
                <TableHead>Username</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.data.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  isSelf={user.id === currentUserId}
                  canEdit={canEdit}
                />
              ))}
            </TableBody>
          </Table>
        )}
        {data && data.data.length === 0 && (
          <p className="text-sm text-muted-foreground">No users match your search.</p>
        )}
        {pagination && (
          <Pager
            label="User pages"
            page={page}
            totalPages={pagination.totalPages}
            summary={plural(pagination.total, 'user')}
            onPageChange={setPage}
          />
        )}
      </CardContent>
    </Card>
  );
}
