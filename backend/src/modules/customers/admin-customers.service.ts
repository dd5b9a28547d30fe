import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { Page } from '../../common/pagination/page.dto';
import { pageWindow, toPage } from '../../common/pagination/paginate';
import { likeContaining } from '../../common/search/like-pattern';
import { PlanEntity } from '../billing/entities/plan.entity';
import { SubscriptionEntity } from '../billing/entities/subscription.entity';
import { OrganizationEntity } from '../organizations/entities/organization.entity';
import { emptyCounts, ServerFleetHealth } from '../servers/fleet-health';
import { UsersService } from '../users/users.service';
import { CustomerDto, CustomerListQueryDto } from './dto/customer.dto';

/**
 * The admin's list of customers: each organization with its plan, subscription, servers' health
 * and members. A page of organizations first, then one query per related table for that page
 * (no join fans the count out, and a page costs five queries whatever its size). Members come
 * from the users module, the one owner of the users table.
 */
@Injectable()
export class AdminCustomersService {
  constructor(
    @InjectRepository(OrganizationEntity)
    private readonly organizations: Repository<OrganizationEntity>,
    @InjectRepository(SubscriptionEntity)
    private readonly subscriptions: Repository<SubscriptionEntity>,
    @InjectRepository(PlanEntity) private readonly plans: Repository<PlanEntity>,
    private readonly users: UsersService,
    private readonly fleet: ServerFleetHealth,
  ) {}

  async list(query: CustomerListQueryDto): Promise<Page<CustomerDto>> {
    const builder = this.organizations
      .createQueryBuilder('o')
      .orderBy('lower(o.name)', 'ASC')
      .addOrderBy('o.id', 'ASC');
    const term = query.search?.trim();
    if (term) {
      builder.where(
        "(lower(o.name) LIKE :pattern ESCAPE '\\' OR o.slug LIKE :pattern ESCAPE '\\')",
        {
          pattern: likeContaining(term),
        },
      );
    }
    const { skip, take } = pageWindow(query);
    const [rows, total] = await builder.offset(skip).limit(take).getManyAndCount();
    const ids = rows.map((o) => o.id);
    const [subscriptions, servers, members] = await Promise.all([
      ids.length ? this.subscriptions.findBy({ organizationId: In(ids) }) : [],
      this.fleet.byOrganization(ids),
      this.users.membersOf(ids),
    ]);
    const planIds = [...new Set(subscriptions.map((s) => s.planId))];
    const plans = planIds.length ? await this.plans.findBy({ id: In(planIds) }) : [];
    const planById = new Map(plans.map((p) => [p.id, p]));
    const subscriptionOf = new Map(subscriptions.map((s) => [s.organizationId, s]));
    return toPage(
      rows.map((o) => {
        const subscription = subscriptionOf.get(o.id) ?? null;
        const plan = subscription ? (planById.get(subscription.planId) ?? null) : null;
        const fleet = servers.get(o.id) ?? { counts: emptyCounts(), failing: [] };
        return {
          id: o.id,
          name: o.name,
          slug: o.slug,
          createdAt: o.createdAt.toISOString(),
          plan: plan && {
            id: plan.id,
            name: plan.name,
            price: plan.priceCents / 100,
            currency: plan.currency,
            interval: plan.interval,
            maxServers: plan.maxServers,
          },
          subscription: subscription && {
            status: subscription.status,
            currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
            trialEnd: subscription.trialEnd?.toISOString() ?? null,
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          },
          servers: {
            ...fleet.counts,
            failingServers: fleet.failing.map(({ id, name, reason }) => ({ id, name, reason })),
          },
          members: members.get(o.id) ?? { total: 0, owners: [] },
        };
      }),
      total,
      query,
    );
  }
}
