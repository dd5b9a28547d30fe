import { DataSourceOptions } from 'typeorm';
import { InitialSchema1732233600000 } from './migrations/1732233600000-initial-schema';
import { SecurityLogs1732233700000 } from './migrations/1732233700000-security-logs';
import { Rbac1732234100000 } from './migrations/1732234100000-rbac';
import { Leads1732234200000 } from './migrations/1732234200000-leads';
import { JobRuns1732300000000 } from './migrations/1732300000000-job-runs';
import { OrganizationsBilling1732411000000 } from './migrations/1732411000000-organizations-billing';
import { Memory1732412000000 } from './migrations/1732412000000-memory';
import { InvoiceStatusIndex1732413000000 } from './migrations/1732413000000-invoice-status-index';
import { AuditTrail1732414000000 } from './migrations/1732414000000-audit-trail';
import { SecurityLogIntoAudit1732414100000 } from './migrations/1732414100000-security-log-into-audit';
import { ApiTokens1732420000000 } from './migrations/1732420000000-api-tokens';
import { ExternalIdentities1732420100000 } from './migrations/1732420100000-external-identities';
import { Knowledge1732424000000 } from './migrations/1732424000000-knowledge';
import { UsEnglishPlanTexts1732425000000 } from './migrations/1732425000000-us-english-plan-texts';
import { Gateway1732430000000 } from './migrations/1732430000000-gateway';
import { Usage1732431000000 } from './migrations/1732431000000-usage';
import { PlanTokenAllowances1732431100000 } from './migrations/1732431100000-plan-token-allowances';
import { LeadStatusAndCustomers1732432000000 } from './migrations/1732432000000-lead-status-and-customers';
import { EnterpriseLicenseUsers1732434000000 } from './migrations/1732434000000-enterprise-license-users';
import { MemoryAlwaysEncrypted1732434000100 } from './migrations/1732434000100-memory-always-encrypted';
import { PasswordReset1732435200000 } from './migrations/1732435200000-password-reset';
import { Teams1732500000000 } from './migrations/1732500000000-teams';
import { ModelAccess1732500000100 } from './migrations/1732500000100-model-access';
import { ModelAccessRuleEntity } from '../modules/gateway/access/model-access-rule.entity';
import { Limits1732500000200 } from './migrations/1732500000200-limits';
import { CustomAssistants1732500000300 } from './migrations/1732500000300-custom-assistants';
import { ConversationTitles1732500000400 } from './migrations/1732500000400-conversation-titles';
import { UserEntity } from '../modules/users/entities/user.entity';
import { SessionEntity } from '../modules/sessions/entities/session.entity';
import { RoleEntity } from '../modules/access/entities/role.entity';
import { PermissionEntity } from '../modules/access/entities/permission.entity';
import { ContactMessageEntity } from '../modules/leads/entities/contact-message.entity';
import { NewsletterSubscriberEntity } from '../modules/leads/entities/newsletter-subscriber.entity';
import { EnterpriseLeadEntity } from '../modules/leads/entities/enterprise-lead.entity';
import { JobRunEntity } from '../common/scheduling/entities/job-run.entity';
import { OrganizationEntity } from '../modules/organizations/entities/organization.entity';
import { PlanEntity } from '../modules/billing/entities/plan.entity';
import { SubscriptionEntity } from '../modules/billing/entities/subscription.entity';
import { InvoiceEntity } from '../modules/billing/entities/invoice.entity';
import { BillingEventEntity } from '../modules/billing/entities/billing-event.entity';
import { ServerEntity } from '../modules/servers/entities/server.entity';
import { LicenseEntity } from '../modules/licenses/entities/license.entity';
import { MemoryPreferencesEntity } from '../modules/memory/entities/memory-preferences.entity';
import { MemoryConversationEntity } from '../modules/memory/entities/memory-conversation.entity';
import { MemoryMessageEntity } from '../modules/memory/entities/memory-message.entity';
import { AuditEntryEntity } from '../modules/audit/entities/audit-entry.entity';
import { AuditCursorEntity } from '../modules/audit/entities/audit-cursor.entity';
import { ApiTokenEntity } from '../modules/api-tokens/entities/api-token.entity';
import { ExternalIdentityEntity } from '../modules/identity/entities/external-identity.entity';
import { KnowledgeDocumentEntity } from '../modules/knowledge/entities/knowledge-document.entity';
import { OrganizationAiSettingsEntity } from '../modules/gateway/settings/organization-ai-settings.entity';
import { USAGE_ENTITIES } from '../modules/usage/entities/usage-entities';
import { TeamEntity, TeamMemberEntity } from '../modules/organizations/teams/team.entity';
import { LimitSetEntity } from '../modules/limits/limit-set.entity';
import { CustomAssistantEntity } from '../modules/custom-assistants/custom-assistant.entity';

export const ENTITIES = [
  UserEntity,
  SessionEntity,
  RoleEntity,
  PermissionEntity,
  ContactMessageEntity,
  NewsletterSubscriberEntity,
  EnterpriseLeadEntity,
  JobRunEntity,
  OrganizationEntity,
  PlanEntity,
  SubscriptionEntity,
  InvoiceEntity,
  BillingEventEntity,
  ServerEntity,
  LicenseEntity,
  MemoryPreferencesEntity,
  MemoryConversationEntity,
  MemoryMessageEntity,
  AuditEntryEntity,
  AuditCursorEntity,
  ApiTokenEntity,
  ExternalIdentityEntity,
  TeamEntity,
  LimitSetEntity,
  TeamMemberEntity,
  KnowledgeDocumentEntity,
  OrganizationAiSettingsEntity,
  ModelAccessRuleEntity,
  CustomAssistantEntity,
  ...USAGE_ENTITIES,
];
export const MIGRATIONS = [
  InitialSchema1732233600000,
  SecurityLogs1732233700000,
  Rbac1732234100000,
  Leads1732234200000,
  JobRuns1732300000000,
  OrganizationsBilling1732411000000,
  Memory1732412000000,
  InvoiceStatusIndex1732413000000,
  AuditTrail1732414000000,
  SecurityLogIntoAudit1732414100000,
  ApiTokens1732420000000,
  ExternalIdentities1732420100000,
  Knowledge1732424000000,
  UsEnglishPlanTexts1732425000000,
  Gateway1732430000000,
  Usage1732431000000,
  PlanTokenAllowances1732431100000,
  LeadStatusAndCustomers1732432000000,
  EnterpriseLicenseUsers1732434000000,
  MemoryAlwaysEncrypted1732434000100,
  PasswordReset1732435200000,
  Teams1732500000000,
  ModelAccess1732500000100,
  Limits1732500000200,
  CustomAssistants1732500000300,
  ConversationTitles1732500000400,
];

/**
 * PostgreSQL when a URL is configured, else the embedded SQLite file. Migrations are applied by
 * runMigrations() right after connecting (database.module.ts), not by TypeORM's migrationsRun,
 * so that replicas starting together take turns.
 */
export function dataSourceOptions(db: { url?: string; sqlitePath: string }): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
  } as const;
  if (db.url) {
    return {
      ...common,
      type: 'postgres',
      url: db.url,
      // While PostgreSQL restarts or fails over, a request waits at most this long for a
      // connection, then answers 503 with Retry-After (common/errors/storage-errors.ts); the
      // pool reconnects by itself once the server is back.
      extra: { connectionTimeoutMillis: 2_000 },
    };
  }
  return {
    ...common,
    type: 'better-sqlite3',
    database: db.sqlitePath,
    // WAL lets readers proceed while a write is in progress.
    prepareDatabase: (sqlite: { pragma(s: string): unknown }) => {
      sqlite.pragma('journal_mode = WAL');
      sqlite.pragma('busy_timeout = 5000');
    },
  };
}
