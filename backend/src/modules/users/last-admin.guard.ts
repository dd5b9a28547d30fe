import { EntityManager } from 'typeorm';
import { Role, UserEntity } from './entities/user.entity';
import { UsersErrors } from './users.errors';

/**
 * Refuses a change that would leave no active admin. Counted inside the caller's transaction;
 * on PostgreSQL the active admin rows are locked so two admins demoting each other at the same
 * moment cannot both succeed (SQLite already serialises writers).
 */
export async function assertNotLastActiveAdmin(
  manager: EntityManager,
  target: UserEntity,
  change: { role?: Role; isActive?: boolean },
  message: string,
): Promise<void> {
  const losesAdmin =
    target.role === 'admin' &&
    target.isActive &&
    ((change.role !== undefined && change.role !== 'admin') || change.isActive === false);
  if (!losesAdmin) return;
  const query = manager
    .getRepository(UserEntity)
    .createQueryBuilder('u')
    .select('u.id')
    .where('u.role = :role AND u.is_active = :active', { role: 'admin', active: true });
  if (manager.connection.options.type === 'postgres') query.setLock('pessimistic_write');
  const admins = await query.getMany();
  if (admins.length <= 1) throw UsersErrors.lastActiveAdmin(message);
}
