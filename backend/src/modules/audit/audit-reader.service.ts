import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, SelectQueryBuilder } from 'typeorm';
import { Page } from '../../common/pagination/page.dto';
import { PageRequest, pageWindow, toPage } from '../../common/pagination/paginate';
import { AuditEntryDto, toAuditEntryDto } from './dto/audit-entry.dto';
import { toMs } from './dto/audit-query.dto';
import { AuditEntryEntity } from './entities/audit-entry.entity';
import { ORGANIZATION_MATCH, organizationTerms } from './audit-filters';

export interface AuditFilters {
  actor?: string;
  action?: string;
  organizationId?: string;
  /** Part of an organization's name or slug, or its id (audit-filters.ts). */
  organization?: string;
  from?: string;
  to?: string;
}

/** Reading the trail: the admin's filtered list, an organisation's entries, an account's. */
@Injectable()
export class AuditReader {
  constructor(
    @InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>,
  ) {}

  /** Newest first. */
  list(filters: AuditFilters, request: PageRequest): Promise<Page<AuditEntryDto>> {
    const query = this.entries.createQueryBuilder('e');
    if (filters.actor) {
      const actor = filters.actor;
      query.andWhere(
        new Brackets((w) =>
          w
            .where('e.actor_id = :actor', { actor })
            .orWhere('lower(e.actor_name) = lower(:actor)', { actor }),
        ),
      );
    }
    if (filters.action) query.andWhere('e.action = :action', { action: filters.action });
    if (filters.organizationId) {
      query.andWhere('e.organization_id = :org', { org: filters.organizationId });
    }
    if (filters.organization?.trim()) {
      const { id, pattern } = organizationTerms(filters.organization);
      query.andWhere(ORGANIZATION_MATCH, { orgId: id, orgPattern: pattern });
    }
    const from = toMs(filters.from);
    const to = toMs(filters.to);
    if (from !== undefined) query.andWhere('e.occurred_at >= :from', { from });
    if (to !== undefined) query.andWhere('e.occurred_at < :to', { to });
    return this.page(query, request);
  }

  /**
   * The entries that concern one account, as actor or as the account acted on, limited to
   * `actions`, newest first: the account's own security activity.
   */
  forAccount(
    userId: string,
    actions: readonly string[],
    request: PageRequest,
  ): Promise<Page<AuditEntryDto>> {
    const query = this.entries
      .createQueryBuilder('e')
      .where(
        new Brackets((w) =>
          w
            .where('e.actor_id = :userId', { userId })
            .orWhere("(e.target_id = :userId AND e.target_type = 'user')", { userId }),
        ),
      )
      .andWhere('e.action IN (:...actions)', { actions });
    return this.page(query, request);
  }

  private async page(
    query: SelectQueryBuilder<AuditEntryEntity>,
    request: PageRequest,
  ): Promise<Page<AuditEntryDto>> {
    const { skip, take } = pageWindow(request);
    const [rows, total] = await query
      .orderBy('e.id', 'DESC')
      .offset(skip)
      .limit(take)
      .getManyAndCount();
    return toPage(rows.map(toAuditEntryDto), total, request);
  }
}
