import { Injectable } from '@nestjs/common';
import { Role } from '../users/entities/user.entity';

// Interim role → permission table; the RBAC work moves it into the database.
const ROLE_PERMISSIONS: Record<Role, string[]> = {
  user: ['profile:read', 'profile:update', 'memory:read', 'memory:write', 'demo:use'],
  manager: [
    'profile:read',
    'profile:update',
    'memory:read',
    'memory:write',
    'demo:use',
    'users:read',
    'roles:read',
    'leads:read',
  ],
  admin: [
    'profile:read',
    'profile:update',
    'memory:read',
    'memory:write',
    'demo:use',
    'users:read',
    'users:update',
    'roles:read',
    'leads:read',
    'monitoring:read',
  ],
};

@Injectable()
export class PermissionsService {
  async roleHas(role: Role, resource: string, action: string): Promise<boolean> {
    return ROLE_PERMISSIONS[role]?.includes(`${resource}:${action}`) ?? false;
  }
}
