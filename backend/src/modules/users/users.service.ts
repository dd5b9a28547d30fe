import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, In, Repository } from 'typeorm';
import { PageRequest, pageWindow } from '../../common/pagination/paginate';
import { hotRead } from '../../database/hot-read';
import { OrganizationRole, Role, UserEntity } from './entities/user.entity';
import { assertNotLastActiveAdmin } from './last-admin.guard';
import { likeContaining } from '../../common/search/like-pattern';
import { SessionUser, SessionUserColumns, sessionUserColumns } from './session-user';
import { UserChanges } from './user-changes';
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
    private readonly changes: UserChanges,
  ) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /**
   * The whole row of a signed-in user (the request only carries session-user.ts's columns), for
   * code that needs the password hash or 2FA secrets; 404 if the account is gone meanwhile.
   */
  async getAccount(id: string): Promise<UserEntity> {
    const user = await this.findById(id);
    if (!user) throw UsersErrors.notFound();
    return user;
  }

  private sessionUserById?: (id: string) => Promise<SessionUser | null>;

  /**
   * The session user's columns and the users table's name, for the one statement that reads a
   * database session with its user (sessions/database-session.store.ts): the sessions module joins
   * without knowing the table.
   */
  sessionUserJoin(): SessionUserColumns & { table: string } {
    const table = this.dataSource.driver.escape(this.users.metadata.tablePath);
    return { ...sessionUserColumns(this.users), table };
  }

  /**
   * The signed-in user's columns (session-user.ts) when the session lives in Redis and the user
   * is not cached: a prepared statement outside TypeORM's query pipeline (database/hot-read.ts).
   */
  findSessionUser(id: string): Promise<SessionUser | null> {
    this.sessionUserById ??= this.prepareSessionUserRead();
    return this.sessionUserById(id);
  }

  private prepareSessionUserRead(): (id: string) => Promise<SessionUser | null> {
    const columns = sessionUserColumns(this.users);
    const read = hotRead(
      this.dataSource,
      'session_user_by_id',
      `SELECT ${columns.select('u')} FROM ${this.sessionUserJoin().table} u WHERE u.id = ? LIMIT 1`,
    );
    return async (id) => {
      const [row] = await read([id]);
      return row ? columns.hydrate(row, 'u') : null;
    };
  }

  /** Usernames are unique regardless of case (see the lower(username) index). */
  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username })
      .getOne();
  }

  /** `within`: a transaction of the caller's, so a linked row commits with the user or not at all. */
  create(data: NewUser, within?: EntityManager): Promise<UserEntity> {
    const user = this.users.create({ ...data, role: data.role ?? 'user' });
    return within ? within.save(UserEntity, user) : this.users.save(user);
  }

  async save(user: UserEntity): Promise<UserEntity> {
    const saved = await this.users.save(user);
    await this.changes.changed(saved.id);
    return saved;
  }

  /**
   * Stores a new password hash; the user's API tokens are revoked before this returns. Any
   * pending reset link stops working. `mustChange`: a temporary password an administrator set,
   * to be replaced at the next sign-in (a password the user chose clears the flag).
   */
  async setPasswordHash(
    userId: string,
    passwordHash: string,
    { mustChange = false }: { mustChange?: boolean } = {},
  ): Promise<void> {
    await this.users.update(
      { id: userId },
      {
        passwordHash,
        mustChangePassword: mustChange,
        passwordResetTokenHash: null,
        passwordResetExpiresAt: null,
      },
    );
    await this.changes.changed(userId, 'password_changed');
  }

  /** Active accounts with this e-mail address (any case), for the forgotten-password request. */
  findActiveByEmail(email: string, limit: number): Promise<UserEntity[]> {
    return this.users
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email })
      .andWhere('u.is_active = :active', { active: true })
      .orderBy('u.created_at', 'ASC')
      .take(limit)
      .getMany();
  }

  /** Keeps one pending reset link per account: a new one replaces the one before. */
  async setPasswordResetToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.users.update(
      { id: userId },
      { passwordResetTokenHash: tokenHash, passwordResetExpiresAt: expiresAt },
    );
  }

  findByPasswordResetToken(tokenHash: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ passwordResetTokenHash: tokenHash });
  }

  /**
   * Sets the password chosen through a reset link, in one UPDATE conditional on the link still
   * being the pending one: of two requests racing with the same link, only one succeeds.
   */
  async resetPasswordWithToken(
    userId: string,
    tokenHash: string,
    passwordHash: string,
  ): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update(UserEntity)
      .set({
        passwordHash,
        mustChangePassword: false,
        passwordResetTokenHash: null,
        passwordResetExpiresAt: null,
      })
      .where('id = :userId AND password_reset_token_hash = :tokenHash', { userId, tokenHash })
      .execute();
    if (!result.affected) return false;
    await this.changes.changed(userId, 'password_changed');
    return true;
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
      const pattern = likeContaining(term);
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
    const result = await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(UserEntity, { id: userId });
      if (!user) throw UsersErrors.notFound();
      await assertNotLastActiveAdmin(manager, user, change, lastAdminMessage);
      const before = { role: user.role, isActive: user.isActive };
      Object.assign(user, change);
      return { user: await manager.save(user), before };
    });
    // After the commit: a replica that reloads the user at once must see the new row.
    await this.changes.changed(userId, change.isActive === false ? 'deactivated' : undefined);
    return result;
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
    if (result.affected) await this.changes.changed(userId);
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
    if (result.affected) await this.changes.changed(userId);
    return Boolean(result.affected);
  }

  /** Changes a member's role (never the owner's); false when they are not in the organisation. */
  async setOrganizationRole(
    userId: string,
    organizationId: string,
    role: Exclude<OrganizationRole, 'owner'>,
  ): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update(UserEntity)
      .set({ organizationRole: role })
      .where(
        "id = :userId AND organization_id = :organizationId AND organization_role <> 'owner'",
        {
          userId,
          organizationId,
        },
      )
      .execute();
    if (result.affected) await this.changes.changed(userId);
    return Boolean(result.affected);
  }

  /** The organisation's members: the owner first, then admins, then by username. */
  async findMembers(
    organizationId: string,
    request: PageRequest,
  ): Promise<{ users: UserEntity[]; total: number }> {
    const { skip, take } = pageWindow(request);
    const [users, total] = await this.users
      .createQueryBuilder('u')
      .where('u.organization_id = :organizationId', { organizationId })
      .addSelect(
        "CASE u.organization_role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END",
        'role_rank',
      )
      .orderBy('role_rank', 'ASC')
      .addOrderBy('lower(u.username)', 'ASC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
    return { users, total };
  }

  /** Member counts and owners' usernames of some organisations (two grouped reads). */
  async membersOf(
    organizationIds: string[],
  ): Promise<Map<string, { total: number; owners: string[] }>> {
    const result = new Map<string, { total: number; owners: string[] }>();
    if (organizationIds.length === 0) return result;
    const counts: { organizationId: string; total: string | number }[] = await this.users
      .createQueryBuilder('u')
      .select('u.organization_id', 'organizationId')
      .addSelect('COUNT(*)', 'total')
      .where('u.organization_id IN (:...ids)', { ids: organizationIds })
      .groupBy('u.organization_id')
      .getRawMany();
    for (const row of counts)
      result.set(row.organizationId, { total: Number(row.total), owners: [] });
    const owners = await this.users.find({
      select: { organizationId: true, username: true },
      where: { organizationId: In(organizationIds), organizationRole: 'owner' },
      order: { username: 'ASC' },
    });
    for (const owner of owners) result.get(owner.organizationId!)?.owners.push(owner.username);
    return result;
  }

  /** The active owners of an organisation, with their e-mail (usage notices). */
  findActiveOwners(organizationId: string): Promise<Pick<UserEntity, 'email' | 'username'>[]> {
    return this.users.find({
      select: { email: true, username: true },
      where: { organizationId, organizationRole: 'owner', isActive: true },
      order: { username: 'ASC' },
    });
  }

  /** Usernames by account id; an account deleted since is missing from the map. */
  async usernames(ids: string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    // In chunks: SQLite takes at most 999 bound values in one statement.
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await this.users.find({
        select: { id: true, username: true },
        where: { id: In(ids.slice(i, i + 500)) },
      });
      for (const row of rows) names.set(row.id, row.username);
    }
    return names;
  }
}
