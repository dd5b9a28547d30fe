import { AppError } from '../../common/errors/app-error';
import { SecurityLogRecord, SecurityLogService } from '../security-log/security-log.service';
import { SessionDirectory } from '../sessions/session-directory';
import { UserEntity } from '../users/entities/user.entity';
import { AccessChange, UsersService } from '../users/users.service';
import { AdminUsersService } from './admin-users.service';

const actor = { id: 'admin-1', username: 'root' } as UserEntity;
const target = { id: 'user-2', username: 'ada', role: 'user', isActive: true } as UserEntity;
const context = { ip: '10.0.0.1', userAgent: 'jest' };

function setup() {
  const order: string[] = [];
  const users = {
    changeAccess: jest.fn(async (_id: string, change: AccessChange) => {
      order.push('changeAccess');
      return { user: { ...target, ...change }, before: { role: 'user', isActive: true } };
    }),
  };
  const sessions = {
    destroyForUser: jest.fn(async () => {
      order.push('destroyForUser');
      return 3;
    }),
  };
  const logged: SecurityLogRecord[] = [];
  const securityLog = { record: jest.fn(async (r: SecurityLogRecord) => void logged.push(r)) };
  const service = new AdminUsersService(
    users as unknown as UsersService,
    sessions as unknown as SessionDirectory,
    securityLog as unknown as SecurityLogService,
  );
  return { service, users, sessions, logged, order };
}

describe('AdminUsersService', () => {
  it('refuses to change the actor’s own role or status (400 OWN_ACCOUNT), touching nothing', async () => {
    const { service, users } = setup();
    for (const attempt of [
      service.changeRole(actor, actor.id, 'user', context),
      service.changeStatus(actor, actor.id, false, context),
    ]) {
      const err = await attempt.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('OWN_ACCOUNT');
    }
    expect(users.changeAccess).not.toHaveBeenCalled();
  });

  it('records a role change once, with the admin as actor and the account as target', async () => {
    const { service, logged } = setup();
    await service.changeRole(actor, target.id, 'manager', context);
    expect(logged).toEqual([
      expect.objectContaining({
        user: actor,
        target: expect.objectContaining({ id: target.id }),
        event: 'role_changed',
        details: { from: 'user', to: 'manager', targetUsername: 'ada' },
      }),
    ]);
  });

  it('ends the sessions of a deactivated user after the change is stored, and logs how many', async () => {
    const { service, sessions, logged, order } = setup();
    await service.changeStatus(actor, target.id, false, context);
    expect(order).toEqual(['changeAccess', 'destroyForUser']);
    expect(sessions.destroyForUser).toHaveBeenCalledWith(target.id);
    expect(logged[0].details).toMatchObject({ from: true, to: false, sessionsEnded: 3 });
  });

  it('leaves sessions alone when a user is activated', async () => {
    const { service, sessions, logged } = setup();
    await service.changeStatus(actor, target.id, true, context);
    expect(sessions.destroyForUser).not.toHaveBeenCalled();
    expect(logged).toHaveLength(1);
    expect(logged[0].details).toMatchObject({ to: true, sessionsEnded: 0 });
  });
});
