import { DataSourceOptions } from 'typeorm';
import { InitialSchema1732233600000 } from './migrations/1732233600000-initial-schema';
import { SecurityLogs1732233700000 } from './migrations/1732233700000-security-logs';
import { Rbac1732234100000 } from './migrations/1732234100000-rbac';
import { Leads1732234200000 } from './migrations/1732234200000-leads';
import { JobRuns1732300000000 } from './migrations/1732300000000-job-runs';
import { OrganizationsBilling1732411000000 } from './migrations/1732411000000-organizations-billing';
import { Memory1732412000000 } from './migrations/1732412000000-memory';
import { UserEntity } from '../modules/users/entities/user.entity';
import { SessionEntity } from '../modules/sessions/entities/session.entity';
import { SecurityLogEntity } from '../modules/security-log/entities/security-log.entity';
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

export const ENTITIES = [
  UserEntity,
  SessionEntity,
  SecurityLogEntity,
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
];
export const MIGRATIONS = [
  InitialSchema1732233600000,
  SecurityLogs1732233700000,
  Rbac1732234100000,
  Leads1732234200000,
  JobRuns1732300000000,
  OrganizationsBilling1732411000000,
  Memory1732412000000,
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
  if (db.url) return { ...common, type: 'postgres', url: db.url };
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
