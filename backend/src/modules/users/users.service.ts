import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, Repository } from 'typeorm';
import { PageRequest, pageWindow } from '../../common/pagination/paginate';
import { hotFindOneBy } from '../../database/hot-read';
import { OrganizationRole, Role, UserEntity } from './entities/user.entity';
import { assertNotLastActiveAdmin } from './last-admin.guard';
import { UsersErrors } from './users.errors';

export interface NewUser {
  username: string;
  email?: string | null;
  passwordHash: string;
  role?: Role;
}

export interface AccessChange {
  role?: Role;
  isActive?: boolean;
}

/** The only owner of the users table: every other feature reads and writes users through here. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  private signedInUserById?: (id: unknown) => Promise<UserEntity | null>;

  /**
   * findById for the session's user, read on every signed-in request: a prepared statement
   * outside TypeORM's query pipeline (database/hot-read.ts). Not for use inside a transaction.
   */
  findSignedInUser(id: string): Promise<UserEntity | null> {
    this.signedInUserById ??= hotFindOneBy(this.users, 'id');
    return this.signedInUserById(id);
  }

  /** Usernames are unique regardless of case (see the lower(username) index). */
  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username })
      .getOne();
  }

  create(data: NewUser): Promise<UserEntity> {
    return this.users.save(this.users.create({ ...data, role: data.role ?? 'user' }));
  }

  save(user: UserEntity): Promise<UserEntity> {
    return this.users.save(user);
  }

  /** Oldest accounts first; `search` matches username or e-mail, case-insensitively. */
  async search(
    search: string | undefined,
    request: PageRequest,
  ): Promise<{ users: UserEntity[]; total: number }> {
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
    const { skip, take } = pageWindow(request);
    const [users, total] = await query.skip(skip).take(take).getManyAndCount();
    return { users, total };
  }

  /**
   * Changes a user's role or active flag in one transaction that refuses to leave no active
   * admin; returns the user after the change and the value before it.
   */
  async changeAccess(
    userId: string,
    change: AccessChange,
    lastAdminMessage: string,
  ): Promise<{ user: UserEntity; before: AccessChange }> {
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(UserEntity, { id: userId });
      if (!user) throw UsersErrors.notFound();
      await assertNotLastActiveAdmin(manager, user, change, lastAdminMessage);
      const before = { role: user.role, isActive: user.isActive };
      Object.assign(user, change);
      return { user: await manager.save(user), before };
    });
  }

  /** Records a used TOTP time step unless a later (or the same) one was recorded meanwhile. */
  async claimTotpStep(userId: string, step: number): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update(UserEntity)
      .set({ twoFactorLastStep: step })
      .where('id = :id', { id: userId })
      .andWhere('(two_factor_last_step IS NULL OR two_factor_last_step < :step)', { step })
      .execute();
    return Boolean(result.affected);
  }

  /** Replaces the stored backup-code list only if nobody changed it since `current` was read. */
  async replaceBackupCodes(userId: string, current: string | null, next: string): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update(UserEntity)
      .set({ twoFactorBackupCodes: next })
      .where('id = :id', { id: userId })
      .andWhere('two_factor_backup_codes = :current', { current })
      .execute();
    return Boolean(result.affected);
  }

  /**
   * Links a user to an organisation, unless they already belong to one (one per user); the
   * condition is in the UPDATE, so two concurrent invitations cannot both succeed.
   */
  async joinOrganization(
    userId: string,
    organizationId: string,
    role: OrganizationRole,
  ): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update(UserEntity)
      .set({ organizationId, organizationRole: role })
      .where('id = :userId AND organization_id IS NULL', { userId })
      .execute();
    return Boolean(result.affected);
  }

  /** Unlinks the user from that organisation (no-op if they belong elsewhere or nowhere). */
  async leaveOrganization(userId: string, organizationId: string): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update(UserEntity)
      .set({ organizationId: null, organizationRole: null })
      .where('id = :userId AND organization_id = :organizationId', { userId, organizationId })
      .execute();
    return Boolean(result.affected);
  }

  /** The organisation's members: the owner first, then by username. */
  async findMembers(
    organizationId: string,
    request: PageRequest,
  ): Promise<{ users: UserEntity[]; total: number }> {
    const { skip, take } = pageWindow(request);
    const [users, total] = await this.users
      .createQueryBuilder('u')
      .where('u.organization_id = :organizationId', { organizationId })
      // 'owner' sorts after 'member', so descending puts the owner first.
      .orderBy('u.organization_role', 'DESC')
      .addOrderBy('lower(u.username)', 'ASC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
    return { users, total };
  }
}
