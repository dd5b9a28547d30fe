import { Injectable } from '@nestjs/common';
import { Page } from '../../common/pagination/page.dto';
import { toPage } from '../../common/pagination/paginate';
import { RequestContext } from '../audit/request-context';
import { SecurityEvent } from '../security-log/security-events';
import { SecurityLogService } from '../security-log/security-log.service';
import { SessionDirectory } from '../sessions/session-directory';
import { UserDto } from '../users/dto/user.dto';
import { Role, UserEntity } from '../users/entities/user.entity';
import { toUserDto } from '../users/user.mapper';
import { AccessChange, UsersService } from '../users/users.service';
import { AdminErrors } from './admin.errors';
import { ListUsersQueryDto } from './dto/admin-users.dto';
import { SessionUser } from '../users/session-user';

@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionDirectory,
    private readonly securityLog: SecurityLogService,
  ) {}

  async list({ search, ...request }: ListUsersQueryDto): Promise<Page<UserDto>> {
    const { users, total } = await this.users.search(search, request);
    return toPage(users.map(toUserDto), total, request);
  }

  async changeRole(actor: SessionUser, userId: string, role: Role, context: RequestContext) {
    if (actor.id === userId) throw AdminErrors.ownAccount('You cannot change your own role');
    const { user, before } = await this.users.changeAccess(
      userId,
      { role },
      'Cannot demote the last active admin',
    );
    await this.logChange(actor, user, 'role_changed', { from: before.role, to: role }, context);
    return user;
  }

  async changeStatus(
    actor: SessionUser,
    userId: string,
    isActive: boolean,
    context: RequestContext,
  ) {
    if (actor.id === userId) throw AdminErrors.ownAccount('You cannot change your own status');
    const { user, before } = await this.users.changeAccess(
      userId,
      { isActive },
      'Cannot deactivate the last active admin',
    );
    // Sessions end after the commit: a session request racing the update sees isActive=false.
    const sessionsEnded = isActive ? 0 : await this.sessions.destroyForUser(user.id);
    const change = { from: before.isActive, to: isActive, sessionsEnded };
    await this.logChange(actor, user, 'status_changed', change, context);
    return user;
  }

  /** One entry: the admin as actor, the account as target; both their logs show it. */
  private async logChange(
    actor: SessionUser,
    target: UserEntity,
    event: SecurityEvent,
    change: Record<string, unknown> & Partial<Record<keyof AccessChange, unknown>>,
    context: RequestContext,
  ): Promise<void> {
    await this.securityLog.record({
      user: actor,
      target,
      event,
      success: true,
      context,
      details: { ...change, targetUsername: target.username },
    });
  }
}
