import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, Repository } from 'typeorm';
import { RequestContext } from '../security-log/request-context';
import { SecurityEvent } from '../security-log/security-events';
import { SecurityLogService } from '../security-log/security-log.service';
import { SessionDirectory } from '../sessions/session-directory';
import { Role, UserEntity } from '../users/entities/user.entity';
import { assertNotLastActiveAdmin } from './last-admin.guard';

export interface UserPage {
  users: UserEntity[];
  total: number;
}

@Injectable()
export class AdminUsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionDirectory,
    private readonly securityLog: SecurityLogService,
  ) {}

  async list(search: string | undefined, page: number, limit: number): Promise<UserPage> {
    const query = this.users
      .createQueryBuilder('u')
      .orderBy('u.created_at', 'ASC')
      .addOrderBy('u.username');
    const term = search?.trim();
    if (term) {
      // Escape LIKE wildcards so a search for "a_b" means exactly that.
      const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.where(
        new Brackets((w) =>
          w
            .where("lower(u.username) LIKE :pattern ESCAPE '\\'", { pattern })
            .orWhere("lower(u.email) LIKE :pattern ESCAPE '\\'", { pattern }),
        ),
      );
    }
    const [users, total] = await query
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    return { users, total };
  }

  async changeRole(actor: UserEntity, userId: string, role: Role, context: RequestContext) {
    if (actor.id === userId) throw new BadRequestException('You cannot change your own role');
    const { target, from } = await this.dataSource.transaction(async (manager) => {
      const target = await this.findTarget(manager, userId);
      await assertNotLastActiveAdmin(
        manager,
        target,
        { role },
        'Cannot demote the last active admin',
      );
      const from = target.role;
      target.role = role;
      return { target: await manager.save(target), from };
    });
    await this.logBoth(actor, target, 'role_changed', { from, to: role }, context);
    return target;
  }

  async changeStatus(
    actor: UserEntity,
    userId: string,
    isActive: boolean,
    context: RequestContext,
  ) {
    if (actor.id === userId) throw new BadRequestException('You cannot change your own status');
    const { target, from } = await this.dataSource.transaction(async (manager) => {
      const target = await this.findTarget(manager, userId);
      await assertNotLastActiveAdmin(
        manager,
        target,
        { isActive },
        'Cannot deactivate the last active admin',
      );
      const from = target.isActive;
      target.isActive = isActive;
      return { target: await manager.save(target), from };
    });
    // Sessions end after the commit: a session request racing the update sees isActive=false.
    const sessionsEnded = isActive ? 0 : await this.sessions.destroyForUser(target.id);
    await this.logBoth(
      actor,
      target,
      'status_changed',
      { from, to: isActive, sessionsEnded },
      context,
    );
    return target;
  }

  private async findTarget(manager: EntityManager, userId: string): Promise<UserEntity> {
    const target = await manager.findOneBy(UserEntity, { id: userId });
    if (!target) throw new NotFoundException('User not found');
    return target;
  }

  /** The actor's log says whom they changed; the target's log says who changed them. */
  private async logBoth(
    actor: UserEntity,
    target: UserEntity,
    event: SecurityEvent,
    change: Record<string, unknown>,
    context: RequestContext,
  ): Promise<void> {
    await this.securityLog.record({
      userId: actor.id,
      event,
      success: true,
      context,
      details: { ...change, targetUserId: target.id, targetUsername: target.username },
    });
    await this.securityLog.record({
      userId: target.id,
      event,
      success: true,
      context,
      details: { ...change, changedBy: actor.id, changedByUsername: actor.username },
    });
  }
}
