import { Activity, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

type AdminActionsCardProps = { managingUsers: boolean; onManageUsers: () => void };

/** Admin only (spec §2). Manage Users opens the real user table below instead of a toast. */
export function AdminActionsCard({ managingUsers, onManageUsers }: AdminActionsCardProps) {
  const navigate = useNavigate();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Admin Actions</CardTitle>
        <CardDescription>Administrative tools for this installation.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button onClick={onManageUsers} aria-expanded={managingUsers} aria-controls="manage-users">
          <Users aria-hidden="true" />
          Manage Users
        </Button>
        <Button variant="outline" onClick={() => navigate(paths.monitoring.getHref())}>
          <Activity aria-hidden="true" />
          System Monitoring
        </Button>
      </CardContent>
    </Card>
  );
}
