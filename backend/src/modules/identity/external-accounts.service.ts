import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AppError } from '../../common/errors/app-error';
import { RequestContext } from '../audit/request-context';
import { SecurityLogService } from '../security-log/security-log.service';
import { Role, UserEntity } from '../users/entities/user.entity';
import { NO_LOCAL_PASSWORD } from '../users/password.service';
import { UsersService } from '../users/users.service';
import { ExternalIdentityEntity, IdentityProvider } from './entities/external-identity.entity';
import { usernameCandidates } from './username-candidates';

/** Who the provider or directory says signed in. */
export interface ExternalProfile {
  provider: IdentityProvider;
  issuer: string;
  subject: string;
  /** Hints for a new account's username, best first. */
  usernameHints: (string | null | undefined)[];
  email: string | null;
  /** The role the provider's claim or the directory's groups grant now. */
  role: Role;
  /** The groups the provider lists now (claim values, or group DNs): teams follow them. */
  groups: string[];
}

/**
 * Told after each OIDC or LDAP sign-in which groups the provider lists for the user. Modules
 * above identity register one (organizations' teams follow the directory this way).
 */
export type SignInGroupsListener = (
  user: UserEntity,
  profile: ExternalProfile,
  context: RequestContext,
) => Promise<void>;

/**
 * Finds the user linked to an external identity (issuer + subject), or creates one with no
 * local password; the role follows the provider at every sign-in. An existing local account is
 * never linked by a matching e-mail or username: the new account gets a free username instead.
 */
@Injectable()
export class ExternalAccountsService {
  private readonly logger = new Logger(ExternalAccountsService.name);
  private readonly groupsListeners = new Set<SignInGroupsListener>();

  constructor(
    @InjectRepository(ExternalIdentityEntity)
    private readonly links: Repository<ExternalIdentityEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly securityLog: SecurityLogService,
    private readonly clock: Clock,
  ) {}

  /** Registers what follows the provider's groups at each sign-in. */
  onSignInGroups(listener: SignInGroupsListener): () => void {
    this.groupsListeners.add(listener);
    return () => this.groupsListeners.delete(listener);
  }

  async resolve(profile: ExternalProfile, context: RequestContext): Promise<UserEntity> {
    const link = await this.find(profile);
    // A first sign-in creates an account that belongs to no organisation yet: no team to follow.
    if (!link) return this.createLinked(profile).catch((err) => this.raced(profile, err));
    await this.links.update(link.id, { lastSignInAt: this.clock.now() });
    const user = await this.followRole(await this.users.getAccount(link.userId), profile, context);
    for (const listener of this.groupsListeners) await listener(user, profile, context);
    return user;
  }

  private find({
    provider,
    issuer,
    subject,
  }: Pick<ExternalProfile, 'provider' | 'issuer' | 'subject'>) {
    return this.links.findOneBy({ provider, issuer, subject });
  }

  /** The user already linked to that identity, if any (a failed sign-in is logged on them). */
  async linkedUser(provider: IdentityProvider, issuer: string, subject: string) {
    const link = await this.find({ provider, issuer, subject });
    return link ? this.users.findById(link.userId) : null;
  }

  private async createLinked(profile: ExternalProfile): Promise<UserEntity> {
    const username = await this.freeUsername(profile.usernameHints);
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.create(
        { username, email: profile.email, passwordHash: NO_LOCAL_PASSWORD, role: profile.role },
        manager,
      );
      await manager.save(
        manager.create(ExternalIdentityEntity, {
          userId: user.id,
          provider: profile.provider,
          issuer: profile.issuer,
          subject: profile.subject,
          createdAt: now,
          lastSignInAt: now,
        }),
      );
      return user;
    });
  }

  /** Two first sign-ins of one person at once: the unique index lets one create the account. */
  private async raced(profile: ExternalProfile, err: unknown): Promise<UserEntity> {
    const link = await this.find(profile);
    if (!link) throw err;
    return this.users.getAccount(link.userId);
  }

  private async freeUsername(hints: ExternalProfile['usernameHints']): Promise<string> {
    const candidates = usernameCandidates(hints);
    for (const name of candidates) {
      if (!(await this.users.findByUsername(name))) return name;
    }
    return `${candidates[0].slice(0, 41)}-${randomBytes(4).toString('hex')}`;
  }

  /** The provider decides the role; the last active admin is never demoted (kept, and logged). */
  private async followRole(user: UserEntity, profile: ExternalProfile, context: RequestContext) {
    if (user.role === profile.role) return user;
    try {
      const { user: changed } = await this.users.changeAccess(
        user.id,
        { role: profile.role },
        'Cannot demote the last active admin',
      );
      await this.securityLog.record({
        user,
        event: 'role_changed',
        success: true,
        context,
        details: { from: user.role, to: profile.role, source: profile.provider },
      });
      return changed;
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'LAST_ACTIVE_ADMIN') throw err;
      this.logger.warn(`Kept ${user.username} as admin: the provider's role would leave no admin`);
      return user;
    }
  }
}
