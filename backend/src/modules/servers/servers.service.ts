import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EventListeners } from '../../common/events/event-listeners';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AuditBy } from '../audit/audit-actor';
import { AuditTrail } from '../audit/audit-trail.service';
import { paginate, PageRequest } from '../../common/pagination/paginate';
import { allowsAnotherServer, PlanEntity } from '../billing/entities/plan.entity';
import { PlansService } from '../billing/plans.service';
import { SubscriptionsService } from '../billing/subscriptions/subscriptions.service';
import { CreateServerDto, ServerDto, ServerPageDto, toServerDto } from './dto/server.dto';
import { ServerEntity } from './entities/server.entity';
import { HealthSchedule } from './health/health-schedule';
import { AddressPolicy } from './network/address-policy';
import { OrganizationLock } from './organization-lock';
import { ServerKeyCipher } from './server-key-cipher';
import { normaliseServerUrl, serverUrlProblem } from './server-url';
import { ServersErrors } from './servers.errors';

/** Subscriptions in which new servers may be added (a past-due one keeps what it has). */
const CAN_ADD = new Set(['trialing', 'active']);

/** What changed: the gateway drops its copy of the organisation's servers (modules/gateway). */
export interface ServersChanged {
  organizationId: string;
}

/** An organisation's AI servers. Every read and write is scoped to the caller's organisation. */
@Injectable()
export class ServersService {
  private readonly lock: OrganizationLock;
  /** Emitted after every add, stop, start, removal, key change and health check outcome. */
  readonly changes = new EventListeners<ServersChanged>('ServersChanged');

  constructor(
    @InjectRepository(ServerEntity) private readonly servers: Repository<ServerEntity>,
    @InjectDataSource() dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly plans: PlansService,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly schedule: HealthSchedule,
    private readonly policy: AddressPolicy,
    private readonly keys: ServerKeyCipher,
  ) {
    this.lock = new OrganizationLock(dataSource);
  }

  /** A server as the API shows it, with its health-check schedule. */
  view(server: ServerEntity): ServerDto {
    return toServerDto(server, this.schedule);
  }

  listAll(organizationId: string): Promise<ServerEntity[]> {
    return this.servers.find({ where: { organizationId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  page(organizationId: string, request: PageRequest): Promise<ServerPageDto> {
    return paginate(
      this.servers,
      request,
      { where: { organizationId }, order: { createdAt: 'ASC', id: 'ASC' } },
      (server) => this.view(server),
    );
  }

  count(organizationId: string): Promise<number> {
    return this.servers.countBy({ organizationId });
  }

  /** Another organisation's server is "not found", exactly like one that does not exist. */
  async get(organizationId: string, id: string): Promise<ServerEntity> {
    const server = await this.servers.findOneBy({ id, organizationId });
    if (!server) throw ServersErrors.notFound();
    return server;
  }

  /** Registers a server (status provisioning); the next health check decides active or failed. */
  async create(
    organizationId: string,
    userId: string,
    dto: CreateServerDto,
    by: AuditBy,
  ): Promise<ServerEntity> {
    const problem = serverUrlProblem(dto.url) ?? (await this.policy.urlProblem(dto.url));
    if (problem) throw ServersErrors.invalidUrl(problem);
    const plan = await this.entitledPlan(organizationId);
    const server = await this.lock.run(organizationId, async (manager) => {
      const count = await manager.countBy(ServerEntity, { organizationId });
      if (!allowsAnotherServer(plan, count))
        throw ServersErrors.limitReached(plan.maxServers, plan.name);
      const entity = manager.create(ServerEntity, {
        id: randomUUID(),
        organizationId,
        name: dto.name,
        runtime: dto.runtime,
        model: dto.model,
        url: normaliseServerUrl(dto.url),
        status: 'provisioning',
        healthStatus: 'unknown',
        healthReason: null,
        lastCheckedAt: null,
        nextCheckAt: this.clock.now(),
        consecutiveFailures: 0,
        createdBy: userId,
      });
      this.keys.write(entity, dto.apiKey ?? null);
      return manager.save(entity);
    });
    await this.record(by, 'server_added', server, {
      name: server.name,
      url: server.url,
      apiKeySet: server.apiKeySealed !== null,
    });
    await this.changed(organizationId);
    return server;
  }

  /** Stopped servers are not checked until started again. */
  async stop(organizationId: string, id: string, by: AuditBy): Promise<ServerEntity> {
    const server = await this.get(organizationId, id);
    Object.assign(server, { status: 'stopped', healthStatus: 'unknown', nextCheckAt: null });
    const saved = await this.servers.save(server);
    await this.record(by, 'server_stopped', saved, { name: saved.name });
    await this.changed(organizationId);
    return saved;
  }

  /** Back to provisioning, checked on the next run. */
  async start(organizationId: string, id: string, by: AuditBy): Promise<ServerEntity> {
    const server = await this.get(organizationId, id);
    if (server.status !== 'stopped') return server;
    await this.entitledPlan(organizationId);
    Object.assign(server, {
      status: 'provisioning',
      healthStatus: 'unknown',
      healthReason: null,
      consecutiveFailures: 0,
      nextCheckAt: this.clock.now(),
    });
    const saved = await this.servers.save(server);
    await this.record(by, 'server_started', saved, { name: saved.name });
    await this.changed(organizationId);
    return saved;
  }

  async remove(organizationId: string, id: string, by: AuditBy): Promise<void> {
    const server = await this.get(organizationId, id);
    await this.servers.delete({ id: server.id, organizationId });
    await this.record(by, 'server_removed', server, { name: server.name });
    await this.changed(organizationId);
  }

  /** Sets, replaces or (null) removes the server's API key; the key itself is never audited. */
  async setApiKey(
    organizationId: string,
    id: string,
    apiKey: string | null,
    by: AuditBy,
  ): Promise<ServerEntity> {
    const server = await this.get(organizationId, id);
    this.keys.write(server, apiKey);
    await this.servers.update(
      { id: server.id, organizationId },
      { apiKeySealed: server.apiKeySealed, apiKeyId: server.apiKeyId },
    );
    await this.record(by, 'server_key_changed', server, {
      name: server.name,
      apiKeySet: apiKey !== null,
    });
    await this.changed(organizationId);
    return server;
  }

  /** The server's API key in clear, for the calls IronKeep makes to it. */
  apiKeyOf(server: ServerEntity): string | null {
    return this.keys.read(server);
  }

  changed(organizationId: string): Promise<void> {
    return this.changes.emit({ organizationId });
  }

  private record(
    by: AuditBy,
    action:
      | 'server_added'
      | 'server_stopped'
      | 'server_started'
      | 'server_removed'
      | 'server_key_changed',
    server: ServerEntity,
    details?: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.appendOrReport({
      ...by,
      action,
      target: { type: 'server', id: server.id },
      organizationId: server.organizationId,
      details,
    });
  }

  /** When a subscription ends its servers stop being checked. */
  async stopAll(organizationId: string): Promise<void> {
    await this.servers.update(
      { organizationId },
      { status: 'stopped', healthStatus: 'unknown', nextCheckAt: null },
    );
    await this.changed(organizationId);
  }

  private async entitledPlan(organizationId: string): Promise<PlanEntity> {
    const subscription = await this.subscriptions.findForOrganization(organizationId);
    if (!subscription || !CAN_ADD.has(subscription.status))
      throw ServersErrors.subscriptionInactive();
    return this.plans.get(subscription.planId);
  }
}
