import { Global, Module, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiTokenLimits } from '../api-tokens/api-token-limits';
import { OrganizationsModule } from '../organizations/organizations.module';
import { TeamsService } from '../organizations/teams/teams.service';
import { LimitSetEntity } from './limit-set.entity';
import { LimitsController } from './limits.controller';
import { LimitsService } from './limits.service';

/**
 * Limits of teams, members and API tokens (issue 40; docs/governance.md, Limits): their storage,
 * routes and audit entries. The gateway enforces them (gateway/limits). Global for one reason:
 * API tokens, below this module, hand a token's limits over through ApiTokenLimits.
 */
@Global()
@Module({
  imports: [OrganizationsModule, TypeOrmModule.forFeature([LimitSetEntity])],
  controllers: [LimitsController],
  providers: [LimitsService, { provide: ApiTokenLimits, useExisting: LimitsService }],
  exports: [LimitsService, ApiTokenLimits],
})
export class LimitsModule implements OnModuleInit, OnModuleDestroy {
  private unsubscribe?: () => void;

  constructor(
    private readonly teams: TeamsService,
    private readonly limits: LimitsService,
  ) {}

  /** A member who joins or leaves a team has that team's limits from the next call. */
  onModuleInit(): void {
    this.unsubscribe = this.teams.onChanged(() => this.limits.forget());
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }
}
