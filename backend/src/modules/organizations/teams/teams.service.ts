import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { AuditBy } from '../../audit/audit-actor';
import { AuditAction } from '../../audit/audit-actions';
import { AuditTrail } from '../../audit/audit-trail.service';
import type { UserEntity } from '../../users/entities/user.entity';
import { UsersService } from '../../users/users.service';
import { OrganizationsErrors } from '../organizations.errors';
import { CreateTeamDto, TeamDto, UpdateTeamDto } from './dto/team.dto';
import { TeamEntity, TeamMemberEntity } from './team.entity';
import { TeamsErrors } from './teams.errors';

type Listener = (organizationId: string) => void;

/**
 * Teams of an organisation and who is in them. Changes are announced (onChanged) so that what
 * depends on membership, such as the gateway's per-organisation model access, can refresh.
 */
@Injectable()
export class TeamsService {
  private readonly listeners = new Set<Listener>();

  constructor(
    @InjectRepository(TeamEntity) private readonly teams: Repository<TeamEntity>,
    @InjectRepository(TeamMemberEntity) private readonly members: Repository<TeamMemberEntity>,
    private readonly users: UsersService,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  onChanged(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async list(organizationId: string): Promise<TeamDto[]> {
    const teams = await this.teams.find({ where: { organizationId } });
    const dtos = await this.withMembers(teams);
    return dtos.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  }

  /** The organization's team names by id, without their members (a member's own view). */
  async namesOf(organizationId: string): Promise<Map<string, string>> {
    const teams = await this.teams.find({
      where: { organizationId },
      select: { id: true, name: true },
    });
    return new Map(teams.map((team) => [team.id, team.name]));
  }

  async get(organizationId: string, id: string): Promise<TeamDto> {
    const [dto] = await this.withMembers([await this.require(organizationId, id)]);
    return dto;
  }

  async create(organizationId: string, dto: CreateTeamDto, by: AuditBy): Promise<TeamDto> {
    await this.refuseTakenName(organizationId, dto.name);
    const team = await this.teams
      .save(
        this.teams.create({
          organizationId,
          name: dto.name,
          idpGroup: dto.idpGroup ?? null,
          createdAt: this.clock.now(),
        }),
      )
      .catch((err) => this.nameRaced(err, dto.name));
    await this.record(by, 'team_created', team);
    return (await this.withMembers([team]))[0];
  }

  async update(
    organizationId: string,
    id: string,
    dto: UpdateTeamDto,
    by: AuditBy,
  ): Promise<TeamDto> {
    const team = await this.require(organizationId, id);
    if (dto.name !== undefined && dto.name.toLowerCase() !== team.name.toLowerCase()) {
      await this.refuseTakenName(organizationId, dto.name);
    }
    const changes: Partial<TeamEntity> = {};
    if (dto.name !== undefined) changes.name = dto.name;
    if (dto.idpGroup !== undefined) changes.idpGroup = dto.idpGroup;
    if (Object.keys(changes).length) {
      await this.teams.update(team.id, changes).catch((err) => this.nameRaced(err, dto.name!));
      Object.assign(team, changes);
      await this.record(by, 'team_updated', team, { changed: Object.keys(changes) });
    }
    return (await this.withMembers([team]))[0];
  }

  async remove(organizationId: string, id: string, by: AuditBy): Promise<void> {
    const team = await this.require(organizationId, id);
    await this.members.delete({ teamId: team.id });
    await this.teams.delete(team.id);
    await this.record(by, 'team_deleted', team);
    this.changed(organizationId);
  }

  /** Idempotent: putting a member who is already in the team changes nothing. */
  async addMember(
    organizationId: string,
    id: string,
    userId: string,
    by: AuditBy,
  ): Promise<TeamDto> {
    const team = await this.require(organizationId, id);
    const user = await this.requireMember(organizationId, userId);
    if (!(await this.members.existsBy({ teamId: team.id, userId }))) {
      await this.members.insert({ teamId: team.id, userId }).catch(async (err) => {
        if (!(await this.members.existsBy({ teamId: team.id, userId }))) throw err;
      });
      await this.record(by, 'team_member_added', team, { username: user.username }, user.id);
      this.changed(organizationId);
    }
    return (await this.withMembers([team]))[0];
  }

  async removeMember(
    organizationId: string,
    id: string,
    userId: string,
    by: AuditBy,
  ): Promise<TeamDto> {
    const team = await this.require(organizationId, id);
    const result = await this.members.delete({ teamId: team.id, userId });
    if (result.affected) {
      const user = await this.users.findById(userId);
      await this.record(by, 'team_member_removed', team, { username: user?.username }, userId);
      this.changed(organizationId);
    }
    return (await this.withMembers([team]))[0];
  }

  /** The ids of the teams a user is in (their organisation's: a user belongs to one). */
  async teamIdsOf(userId: string): Promise<string[]> {
    const rows = await this.members.find({ where: { userId }, select: { teamId: true } });
    return rows.map((r) => r.teamId);
  }

  /** Every (team, member) pair of an organisation: the gateway's access snapshot reads this. */
  async membershipsOf(organizationId: string): Promise<{ teamId: string; userId: string }[]> {
    return this.members
      .createQueryBuilder('m')
      .innerJoin(TeamEntity, 't', 't.id = m.team_id')
      .where('t.organization_id = :organizationId', { organizationId })
      .select(['m.team_id AS "teamId"', 'm.user_id AS "userId"'])
      .getRawMany();
  }

  /** A member who leaves the organisation leaves its teams. */
  async leaveAll(organizationId: string, userId: string): Promise<void> {
    const ids = (await this.teams.find({ where: { organizationId }, select: { id: true } })).map(
      (t) => t.id,
    );
    if (ids.length) await this.members.delete({ teamId: In(ids), userId });
    this.changed(organizationId);
  }

  /**
   * At an OIDC or LDAP sign-in: the user is in each team of their organisation that names an
   * identity-provider group exactly when the provider lists that group now (case ignored).
   * Teams without a group keep their members as the admins set them.
   */
  async followDirectory(
    user: Pick<UserEntity, 'id' | 'username' | 'organizationId'>,
    groups: readonly string[],
    by: AuditBy,
  ): Promise<void> {
    if (!user.organizationId) return;
    const linked = (
      await this.teams.find({ where: { organizationId: user.organizationId } })
    ).filter((t) => t.idpGroup !== null);
    if (!linked.length) return;
    const held = new Set(groups.map((g) => g.toLowerCase()));
    const current = new Set(
      (
        await this.members.find({ where: { userId: user.id, teamId: In(linked.map((t) => t.id)) } })
      ).map((m) => m.teamId),
    );
    let changed = false;
    for (const team of linked) {
      const wanted = held.has(team.idpGroup!.toLowerCase());
      if (wanted === current.has(team.id)) continue;
      if (wanted) await this.members.insert({ teamId: team.id, userId: user.id });
      else await this.members.delete({ teamId: team.id, userId: user.id });
      const action = wanted ? 'team_member_added' : 'team_member_removed';
      await this.record(by, action, team, { username: user.username, source: 'idp' }, user.id);
      changed = true;
    }
    if (changed) this.changed(user.organizationId);
  }

  private async require(organizationId: string, id: string): Promise<TeamEntity> {
    const team = await this.teams.findOneBy({ id, organizationId });
    if (!team) throw TeamsErrors.notFound();
    return team;
  }

  private async requireMember(organizationId: string, userId: string): Promise<UserEntity> {
    const user = await this.users.findById(userId);
    if (!user || user.organizationId !== organizationId) throw OrganizationsErrors.memberNotFound();
    return user;
  }

  private async refuseTakenName(organizationId: string, name: string): Promise<void> {
    const taken = await this.teams
      .createQueryBuilder('t')
      .where('t.organization_id = :organizationId AND lower(t.name) = lower(:name)', {
        organizationId,
        name,
      })
      .getExists();
    if (taken) throw TeamsErrors.nameTaken(name);
  }

  /** Two creations of one name at once: the unique index refuses the second. */
  private async nameRaced(err: unknown, name: string): Promise<never> {
    const message = err instanceof Error ? err.message : '';
    if (/unique|duplicate/i.test(message)) throw TeamsErrors.nameTaken(name);
    throw err;
  }

  private async withMembers(teams: TeamEntity[]): Promise<TeamDto[]> {
    const ids = teams.map((t) => t.id);
    const pairs = ids.length
      ? await this.members.find({
          where: { teamId: In(ids) },
          select: { teamId: true, userId: true },
        })
      : [];
    // Usernames from the users module (it owns the table); an account deleted since is left out.
    const names = await this.users.usernames([...new Set(pairs.map((p) => p.userId))]);
    const rows = pairs.flatMap(({ teamId, userId }) => {
      const username = names.get(userId);
      return username === undefined ? [] : [{ teamId, id: userId, username }];
    });
    return teams.map((t) => ({
      id: t.id,
      name: t.name,
      idpGroup: t.idpGroup,
      createdAt: new Date(t.createdAt).toISOString(),
      members: rows
        .filter((r) => r.teamId === t.id)
        .map(({ id, username }) => ({ id, username }))
        .sort((a, b) => a.username.localeCompare(b.username)),
    }));
  }

  private record(
    by: AuditBy,
    action: Extract<AuditAction, `team_${string}`>,
    team: TeamEntity,
    details: Record<string, unknown> = {},
    memberId?: string,
  ): Promise<void> {
    return this.audit.appendOrReport({
      ...by,
      action,
      target: memberId ? { type: 'user', id: memberId } : { type: 'team', id: team.id },
      organizationId: team.organizationId,
      details: { team: team.name, name: team.name, ...details },
    });
  }

  private changed(organizationId: string): void {
    for (const listener of this.listeners) listener(organizationId);
  }
}
