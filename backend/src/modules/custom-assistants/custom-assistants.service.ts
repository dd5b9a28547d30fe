import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AuditBy } from '../audit/audit-actor';
import { AuditAction } from '../audit/audit-actions';
import { AuditTrail } from '../audit/audit-trail.service';
import { KnowledgeDocumentEntity } from '../knowledge/entities/knowledge-document.entity';
import { TeamEntity } from '../organizations/teams/team.entity';
import { TeamsService } from '../organizations/teams/teams.service';
import type { OrganizationRole } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { CustomAssistantEntity } from './custom-assistant.entity';
import { mayUseAssistant, toAssistantDto } from './custom-assistant.mapper';
import { CustomAssistantsErrors } from './custom-assistants.errors';
import { AssistantAccess } from './dto/assistant-access';
import {
  CreateCustomAssistantDto,
  CustomAssistantDto,
  UpdateCustomAssistantDto,
} from './dto/custom-assistant.dto';

/** Who asks: the member's id and role decide which assistants they may use. */
export interface AssistantViewer {
  userId: string;
  role: OrganizationRole | null | undefined;
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** An organization's custom assistants (issue 42 item 4, docs/workspace.md). */
@Injectable()
export class CustomAssistantsService {
  constructor(
    @InjectRepository(CustomAssistantEntity)
    private readonly rows: Repository<CustomAssistantEntity>,
    @InjectRepository(TeamEntity) private readonly teams: Repository<TeamEntity>,
    @InjectRepository(KnowledgeDocumentEntity)
    private readonly documents: Repository<KnowledgeDocumentEntity>,
    private readonly teamsService: TeamsService,
    private readonly users: UsersService,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async list(organizationId: string, viewer: AssistantViewer): Promise<CustomAssistantDto[]> {
    const [rows, teamIds] = await Promise.all([
      this.rows.findBy({ organizationId }),
      this.teamIdsOf(viewer),
    ]);
    return rows
      .filter((row) => mayUseAssistant(row, viewer.role, teamIds))
      .map(toAssistantDto)
      .sort(byName);
  }

  async get(
    organizationId: string,
    id: string,
    viewer: AssistantViewer,
  ): Promise<CustomAssistantDto> {
    const row = await this.require(organizationId, id);
    if (!mayUseAssistant(row, viewer.role, await this.teamIdsOf(viewer))) {
      throw CustomAssistantsErrors.notFound();
    }
    return toAssistantDto(row);
  }

  /** The assistant behind `slug` when the viewer may use it, else null (the stream's 404). */
  async usable(
    organizationId: string,
    slug: string,
    viewer: AssistantViewer,
  ): Promise<CustomAssistantDto | null> {
    const row = await this.rows.findOneBy({ organizationId, slug });
    if (!row || !mayUseAssistant(row, viewer.role, await this.teamIdsOf(viewer))) return null;
    return toAssistantDto(row);
  }

  /** As `usable`, for a caller known by id only (an API token's owner, a member's stream). */
  async usableBy(
    organizationId: string,
    userId: string,
    slug: string,
  ): Promise<CustomAssistantDto | null> {
    const role = await this.roleIn(organizationId, userId);
    if (role === undefined) return null;
    return this.usable(organizationId, slug, { userId, role });
  }

  /** The assistants a caller known by id may use, by name. */
  async listUsableBy(organizationId: string, userId: string): Promise<CustomAssistantDto[]> {
    const role = await this.roleIn(organizationId, userId);
    if (role === undefined) return [];
    return this.list(organizationId, { userId, role });
  }

  async create(
    organizationId: string,
    dto: CreateCustomAssistantDto,
    by: AuditBy,
  ): Promise<CustomAssistantDto> {
    await this.refuseTakenSlug(organizationId, dto.slug);
    const knowledge = dto.knowledge ?? { scope: 'all', documentIds: [] };
    const now = this.clock.now();
    const row = this.rows.create({
      organizationId,
      slug: dto.slug,
      name: dto.name,
      description: dto.description ?? '',
      icon: dto.icon ?? 'sparkles',
      color: dto.color ?? '#4f46e5',
      instructions: dto.instructions ?? '',
      model: dto.model ?? null,
      knowledgeScope: knowledge.scope,
      documentIds: JSON.stringify(await this.documentsOf(organizationId, knowledge.documentIds)),
      starters: JSON.stringify(dto.starters ?? []),
      accessTeams: await this.teamsOf(organizationId, dto.access ?? 'everyone'),
      createdAt: now,
      updatedAt: now,
    });
    await this.rows.save(row).catch((err) => this.slugRaced(err));
    await this.record(by, 'custom_assistant_created', row);
    return toAssistantDto(row);
  }

  async update(
    organizationId: string,
    id: string,
    dto: UpdateCustomAssistantDto,
    by: AuditBy,
  ): Promise<CustomAssistantDto> {
    const row = await this.require(organizationId, id);
    if (dto.slug !== undefined && dto.slug !== row.slug) {
      await this.refuseTakenSlug(organizationId, dto.slug);
    }
    const changes: Partial<CustomAssistantEntity> = {};
    for (const key of ['slug', 'name', 'description', 'icon', 'color', 'instructions'] as const) {
      if (dto[key] !== undefined) changes[key] = dto[key];
    }
    if (dto.model !== undefined) changes.model = dto.model;
    if (dto.knowledge !== undefined) {
      changes.knowledgeScope = dto.knowledge.scope;
      const ids = await this.documentsOf(organizationId, dto.knowledge.documentIds);
      changes.documentIds = JSON.stringify(ids);
    }
    if (dto.starters !== undefined) changes.starters = JSON.stringify(dto.starters);
    if (dto.access !== undefined)
      changes.accessTeams = await this.teamsOf(organizationId, dto.access);
    const changed = Object.keys(changes);
    if (changed.length) {
      changes.updatedAt = this.clock.now();
      await this.rows.update(row.id, changes).catch((err) => this.slugRaced(err));
      Object.assign(row, changes);
      await this.record(by, 'custom_assistant_updated', row, { changed });
    }
    return toAssistantDto(row);
  }

  async remove(organizationId: string, id: string, by: AuditBy): Promise<void> {
    const row = await this.require(organizationId, id);
    await this.rows.delete(row.id);
    await this.record(by, 'custom_assistant_deleted', row);
  }

  private async require(organizationId: string, id: string): Promise<CustomAssistantEntity> {
    const row = await this.rows.findOneBy({ id, organizationId });
    if (!row) throw CustomAssistantsErrors.notFound();
    return row;
  }

  /** The user's role in the organization; undefined when they are not in it. */
  private async roleIn(organizationId: string, userId: string) {
    const user = await this.users.findById(userId);
    if (!user || user.organizationId !== organizationId) return undefined;
    return user.organizationRole;
  }

  private async teamIdsOf(viewer: AssistantViewer): Promise<Set<string>> {
    if (viewer.role === 'admin' || viewer.role === 'owner') return new Set();
    return new Set(await this.teamsService.teamIdsOf(viewer.userId));
  }

  private async refuseTakenSlug(organizationId: string, slug: string): Promise<void> {
    if (await this.rows.existsBy({ organizationId, slug }))
      throw CustomAssistantsErrors.slugTaken();
  }

  /** Two creations of one slug at once: the unique index refuses the second. */
  private slugRaced(err: unknown): never {
    const message = err instanceof Error ? err.message : '';
    if (/unique|duplicate/i.test(message)) throw CustomAssistantsErrors.slugTaken();
    throw err;
  }

  /** JSON of the team ids (each one of the organization's), or null for everyone. */
  private async teamsOf(organizationId: string, access: AssistantAccess): Promise<string | null> {
    if (access === 'everyone') return null;
    const ids = [...new Set(access.teams)];
    const found = await this.teams.find({
      where: { organizationId, id: In(ids) },
      select: { id: true },
    });
    const known = new Set(found.map((t) => t.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw CustomAssistantsErrors.unknownTeams(unknown);
    return JSON.stringify(ids);
  }

  /** The ids, each checked to be one of the organization's knowledge documents. */
  private async documentsOf(
    organizationId: string,
    ids: readonly string[] = [],
  ): Promise<string[]> {
    if (!ids.length) return [];
    const found = await this.documents.find({
      where: { organizationId, id: In([...ids]) },
      select: { id: true },
    });
    const known = new Set(found.map((d) => d.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw CustomAssistantsErrors.unknownDocuments(unknown);
    return [...ids];
  }

  private record(
    by: AuditBy,
    action: Extract<AuditAction, `custom_assistant_${string}`>,
    row: CustomAssistantEntity,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    return this.audit.appendOrReport({
      ...by,
      action,
      target: { type: 'custom_assistant', id: row.id },
      organizationId: row.organizationId,
      details: { name: row.name, slug: row.slug, ...details },
    });
  }
}
