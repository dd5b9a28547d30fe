import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { KnowledgeBaseService } from '../assistants/knowledge-base.service';
import { PlansService } from '../billing/plans.service';
import { toPlanCatalogue } from './plan-catalogue';

/** How often each replica re-reads the catalogue: a price edited in the database shows within it. */
export const PLAN_KNOWLEDGE_REFRESH_MS = 60_000;
/** Named so tests can tell this per-replica timer from the once-per-period jobs. */
export const PLAN_KNOWLEDGE_REFRESH_JOB = 'plan-knowledge-refresh';

/**
 * Keeps the assistants' knowledge of plans, prices and licenses equal to the plan catalogue
 * behind /pricing: rendered into the knowledge base before the app serves its first request,
 * then re-read every minute and re-rendered when anything in it changed. Every replica holds its
 * own index, so every replica refreshes (no JobRunner).
 */
@Injectable()
export class PlanKnowledgeService implements OnApplicationBootstrap {
  private readonly logger = new Logger(PlanKnowledgeService.name);
  private current: string | null = null;

  constructor(
    private readonly plans: PlansService,
    private readonly knowledge: KnowledgeBaseService,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.refreshLogged();
  }

  @Interval(PLAN_KNOWLEDGE_REFRESH_JOB, PLAN_KNOWLEDGE_REFRESH_MS)
  refreshLogged(): Promise<void> {
    return this.refresh().then(
      () => undefined,
      (err: unknown) => this.logger.warn(`Could not read the plan catalog: ${String(err)}`),
    );
  }

  /** True when the catalogue changed since the last read and the knowledge base was updated. */
  async refresh(): Promise<boolean> {
    const catalogue = toPlanCatalogue(await this.plans.list());
    const fingerprint = JSON.stringify(catalogue);
    if (fingerprint === this.current) return false;
    this.knowledge.usePlanCatalogue(catalogue);
    this.current = fingerprint;
    return true;
  }
}
