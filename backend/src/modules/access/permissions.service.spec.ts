import { Repository } from 'typeorm';
import { ManualClock } from '../../common/clock/manual-clock';
import { RoleEntity } from './entities/role.entity';
import { PermissionsService } from './permissions.service';

const role = (name: string, level: number, perms: [string, string][]): RoleEntity =>
  ({
    name,
    level,
    description: `${name} role`,
    permissions: perms.map(([resource, action], i) => ({ id: `${name}${i}`, resource, action })),
  }) as RoleEntity;

describe('PermissionsService', () => {
  let rows: RoleEntity[];
  let find: jest.Mock;
  let service: PermissionsService;
  let clock: ManualClock;

  beforeEach(() => {
    rows = [role('user', 1, [['profile', 'read']]), role('admin', 3, [['users', 'update']])];
    find = jest.fn(async () => rows);
    clock = new ManualClock(Date.UTC(2026, 0, 1));
    service = new PermissionsService({ find } as unknown as Repository<RoleEntity>, clock);
  });

  it('answers from the roles table and loads it once', async () => {
    expect(await service.roleHas('admin', 'users', 'update')).toBe(true);
    expect(await service.roleHas('user', 'users', 'update')).toBe(false);
    expect(await service.roleHas('ghost', 'profile', 'read')).toBe(false);
    expect(await service.permissionsOf('user')).toEqual([{ resource: 'profile', action: 'read' }]);
    expect(await service.permissionsOf('ghost')).toBeNull();
    expect(find).toHaveBeenCalledTimes(1);
  });

  it('sees a change only after invalidate()', async () => {
    await service.roleHas('user', 'users', 'update');
    rows = [role('user', 1, [['users', 'update']])];
    expect(await service.roleHas('user', 'users', 'update')).toBe(false);
    service.invalidate();
    expect(await service.roleHas('user', 'users', 'update')).toBe(true);
  });

  it('reloads the table once the cache TTL has passed', async () => {
    await service.roleHas('user', 'users', 'update');
    rows = [role('user', 1, [['users', 'update']])];
    clock.advance(PermissionsService.CACHE_TTL_MS);
    expect(await service.roleHas('user', 'users', 'update')).toBe(false);
    clock.advance(1);
    expect(await service.roleHas('user', 'users', 'update')).toBe(true);
  });

  it('does not cache a failed load', async () => {
    find.mockRejectedValueOnce(new Error('database down'));
    await expect(service.roleHas('user', 'profile', 'read')).rejects.toThrow('database down');
    expect(await service.roleHas('user', 'profile', 'read')).toBe(true);
  });

  it('lists roles without their permissions', async () => {
    expect(await service.listRoles()).toEqual([
      { name: 'user', description: 'user role', level: 1 },
      { name: 'admin', description: 'admin role', level: 3 },
    ]);
  });
});
