import { Global, Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config.service';
import { REDIS_CLIENT, RedisClient } from '../../redis/redis.module';
import { DisabledMailer, Mailer, SmtpMailer } from '../leads/mail/mailer';
import { OrganizationsModule } from '../organizations/organizations.module';
import { AdminUsageController } from './admin/admin-usage.controller';
import { AdminUsage } from './admin/admin-usage.service';
import { OrganizationUsageController } from './api/organization-usage.controller';
import { OrganizationUsage } from './api/organization-usage.service';
import { UsageLabels } from './api/usage-labels';
import { UsageReports } from './api/usage-report.service';
import { UsageSplits } from './api/usage-splits';
import { AllowanceLimits } from './allowance/allowance-limits';
import { DatabaseMonthCounter, MonthCounter, RedisMonthCounter } from './allowance/month-counter';
import { TokenAllowanceService } from './allowance/token-allowance.service';
import { UsageNotices } from './allowance/usage-notices';
import { USAGE_ENTITIES } from './entities/usage-entities';
import { LlmGauges } from './metrics/llm-gauges';
import { LlmMetrics } from './metrics/llm-metrics';
import { GenerationRecorder } from './recorder/generation-recorder';
import { UsageWriter } from './recorder/usage-writer';
import { UsageRetention } from './retention/usage-retention';
import { GenerationMeter, TokenAllowance } from './usage.contract';

/**
 * Usage metering and monthly token allowances (docs/usage.md). Global, so producers (the
 * inference gateway, the assistants) inject GenerationMeter and TokenAllowance from
 * usage.contract.ts without importing this module.
 */
@Global()
@Module({
  imports: [OrganizationsModule, TypeOrmModule.forFeature(USAGE_ENTITIES)],
  controllers: [OrganizationUsageController, AdminUsageController],
  providers: [
    {
      provide: MonthCounter,
      inject: [REDIS_CLIENT, AppConfig, getDataSourceToken()],
      useFactory: (redis: RedisClient, config: AppConfig, db: DataSource): MonthCounter =>
        redis
          ? new RedisMonthCounter(redis, config.redis.prefix, db)
          : new DatabaseMonthCounter(db),
    },
    {
      // The same mailer as the sales notifications (modules/leads/mail): SMTP when SMTP_HOST is set.
      provide: Mailer,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.smtp ? new SmtpMailer(config.smtp) : new DisabledMailer(),
    },
    AllowanceLimits,
    UsageNotices,
    UsageWriter,
    LlmMetrics,
    LlmGauges,
    GenerationRecorder,
    TokenAllowanceService,
    UsageRetention,
    UsageLabels,
    UsageReports,
    UsageSplits,
    OrganizationUsage,
    AdminUsage,
    { provide: GenerationMeter, useExisting: GenerationRecorder },
    { provide: TokenAllowance, useExisting: TokenAllowanceService },
  ],
  exports: [GenerationMeter, TokenAllowance],
})
export class UsageModule {}
