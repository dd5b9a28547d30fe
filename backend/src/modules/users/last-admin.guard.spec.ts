import { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { UserEntity } from './entities/user.entity';
import { assertNotLastActiveAdmin } from './last-admin.guard';

/** A transaction's manager whose admin count query returns `admins` active admins. */
function managerWith(admins: number, type: 'postgres' | 'better-sqlite3' = 'better-sqlite3') {
  const query = {
    select: jest.fn().mockReturnThis(),
    where: jest.fn().mockReturnThis(),
    setLock: jest.fn().mockReturnThis(),
    getMany: jest.fn(async () => Array.from({ length: admins }, (_, i) => ({ id: `a${i}` }))),
  };
  const manager = {
    connection: { options: { type } },
    getRepository: () => ({ createQueryBuilder: () => query }),
  } as unknown as EntityManager;
  return { manager, query };
}

const admin = { id: 'a0', role: 'admin', isActive: true } as UserEntity;

describe('the last active admin rule', () => {
  it('refuses to demote or deactivate the only active admin', async () => {
    for (const change of [{ role: 'manager' as const }, { isActive: false }]) {
      const err = await assertNotLastActiveAdmin(managerWith(1).manager, admin, change, 'no').then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('LAST_ACTIVE_ADMIN');
      expect((err as AppError).message).toBe('no');
    }
  });

  it('allows it while another active admin remains', async () => {
    await expect(
      assertNotLastActiveAdmin(managerWith(2).manager, admin, { isActive: false }, 'no'),
    ).resolves.toBeUndefined();
  });

  it('does not count when the change keeps the admin an active admin, or the target is none', async () => {
    const cases: [UserEntity, { role?: 'admin' | 'user'; isActive?: boolean }][] = [
      [admin, { role: 'admin' }],
      [admin, { isActive: true }],
      [{ ...admin, role: 'user' } as UserEntity, { isActive: false }],
      [{ ...admin, isActive: false } as UserEntity, { role: 'user' }],
    ];
    for (const [target, change] of cases) {
      const { manager, query } = managerWith(1);
      await expect(
        assertNotLastActiveAdmin(manager, target, change, 'no'),
      ).resolves.toBeUndefined();
      expect(query.getMany).not.toHaveBeenCalled();
    }
  });

  it('locks the admin rows on PostgreSQL only, so two admins cannot demote each other at once', async () => {
    const pg = managerWith(2, 'postgres');
    await assertNotLastActiveAdmin(pg.manager, admin, { role: 'user' }, 'no');
    expect(pg.query.setLock).toHaveBeenCalledWith('pessimistic_write');
    const sqlite = managerWith(2);
    await assertNotLastActiveAdmin(sqlite.manager, admin, { role: 'user' }, 'no');
    expect(sqlite.query.setLock).not.toHaveBeenCalled();
  });
});
