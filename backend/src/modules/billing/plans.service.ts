import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BillingErrors } from './billing.errors';
import { PlanEntity } from './entities/plan.entity';

@Injectable()
export class PlansService {
  constructor(@InjectRepository(PlanEntity) private readonly plans: Repository<PlanEntity>) {}

  /** Plans on sale, cheapest first. */
  list(): Promise<PlanEntity[]> {
    return this.plans.find({ where: { isActive: true }, order: { sortOrder: 'ASC' } });
  }

  /** Any plan, including one no longer on sale (an existing subscription may still be on it). */
  async get(id: string): Promise<PlanEntity> {
    const plan = await this.plans.findOneBy({ id });
    if (!plan) throw BillingErrors.planNotFound();
    return plan;
  }

  /** A plan a customer may choose now. */
  async getForSale(id: string): Promise<PlanEntity> {
    const plan = await this.plans.findOneBy({ id, isActive: true });
    if (!plan) throw BillingErrors.planNotFound();
    return plan;
  }
}
