import { Module } from '@nestjs/common';
import { AssistantsModule } from '../assistants/assistants.module';
import { BillingModule } from '../billing/billing.module';
import { PlanKnowledgeService } from './plan-knowledge.service';

/**
 * Where billing's plan catalogue meets the assistants' knowledge base. Assistants sit below
 * billing and licenses (the lint's module order), so they cannot read the catalogue; this module
 * above all three writes it into the knowledge base (KnowledgeBaseService.usePlanCatalogue).
 */
@Module({
  imports: [AssistantsModule, BillingModule],
  providers: [PlanKnowledgeService],
})
export class PlanKnowledgeModule {}
