import { Badge } from '@/components/ui/badge';
import type { Permission } from '../api/get-role-permissions';

/** resource:action pairs as a wrapping list of badges. */
export function PermissionList({ permissions }: { permissions: Permission[] }) {
  if (permissions.length === 0) {
    return <p className="text-sm text-muted-foreground">No permissions.</p>;
  }
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Permissions">
      {permissions.map((p) => (
        <li key={`${p.resource}:${p.action}`}>
          <Badge variant="secondary" className="font-mono">
            {p.resource}:{p.action}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
