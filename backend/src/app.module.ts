import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { AppThrottlerGuard } from './modules/throttling/app-throttler.guard';
import { ClockModule } from './common/clock/clock.module';
import { LifecycleModule } from './common/lifecycle/lifecycle.module';
import { SchedulingModule } from './common/scheduling/scheduling.module';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { ErrorFormatsModule } from './common/errors/error-formats';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AccessGuard } from './modules/access/access.guard';
import { AccessModule } from './modules/access/access.module';
import { AdminModule } from './modules/admin/admin.module';
import { AuditModule } from './modules/audit/audit.module';
import { ApiTokensModule } from './modules/api-tokens/api-tokens.module';
import { AssistantsModule } from './modules/assistants/assistants.module';
import { AuthModule } from './modules/auth/auth.module';
import { BillingModule } from './modules/billing/billing.module';
import { CustomAssistantsModule } from './modules/custom-assistants/custom-assistants.module';
import { CustomerDashboardModule } from './modules/customer-dashboard/customer-dashboard.module';
import { CsrfGuard } from './modules/csrf/csrf.guard';
import { CsrfModule } from './modules/csrf/csrf.module';
import { HealthModule } from './modules/health/health.module';
import { IdentityModule } from './modules/identity/identity.module';
import { KnowledgeModule } from './modules/knowledge/knowledge.module';
import { LeadsModule } from './modules/leads/leads.module';
import { LicensesModule } from './modules/licenses/licenses.module';
import { LocalEditionModule } from './modules/local-edition/local-edition.module';
import { MemoryModule } from './modules/memory/memory.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { MonitoringModule } from './modules/monitoring/monitoring.module';
import { CustomersModule } from './modules/customers/customers.module';
import { OrganizationsModule } from './modules/organizations/organizations.module';
import { PlanKnowledgeModule } from './modules/plan-knowledge/plan-knowledge.module';
import { PasswordResetModule } from './modules/password-reset/password-reset.module';
import { ProfileModule } from './modules/profile/profile.module';
import { ServersModule } from './modules/servers/servers.module';
import { GatewayModule } from './modules/gateway/gateway.module';
import { LimitsModule } from './modules/limits/limits.module';
import { TwoFactorModule } from './modules/two-factor/two-factor.module';
import { SecurityLogModule } from './modules/security-log/security-log.module';
import { SessionsModule } from './modules/sessions/sessions.module';
import { ThrottlingModule } from './modules/throttling/throttling.module';
import { UsageModule } from './modules/usage/usage.module';
import { UsersModule } from './modules/users/users.module';
import { RedisModule } from './redis/redis.module';

@Module({
  imports: [
    ConfigModule,
    ErrorFormatsModule,
    DatabaseModule,
    RedisModule,
    ScheduleModule.forRoot(),
    ClockModule,
    LifecycleModule,
    SchedulingModule,
    ThrottlingModule,
    SessionsModule,
    CsrfModule,
    MetricsModule,
    AccessModule,
    UsersModule,
    AuditModule,
    SecurityLogModule,
    ApiTokensModule,
    IdentityModule,
    AuthModule,
    TwoFactorModule,
    ProfileModule,
    PasswordResetModule,
    HealthModule,
    LeadsModule,
    AdminModule,
    MonitoringModule,
    AssistantsModule,
    OrganizationsModule,
    BillingModule,
    ServersModule,
    CustomersModule,
    LicensesModule,
    PlanKnowledgeModule,
    CustomerDashboardModule,
    LocalEditionModule,
    MemoryModule,
    KnowledgeModule,
    CustomAssistantsModule,
    LimitsModule,
    GatewayModule,
    UsageModule,
  ],
  providers: [
    // Guards run in this order: rate limit, then CSRF, then the route's declared access rule.
    { provide: APP_GUARD, useClass: AppThrottlerGuard },
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
  ],
})
export class AppModule {}
