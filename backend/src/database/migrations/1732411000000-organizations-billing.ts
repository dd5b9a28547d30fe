import { randomUUID } from 'node:crypto';
import {
  MigrationInterface,
  QueryRunner,
  Table,
  TableColumnOptions,
  TableForeignKey,
  TableIndex,
} from 'typeorm';
import { timestampType } from '../column-types';

// The seed is frozen here on purpose: later price or feature changes are a new migration, so a
// database migrated today and one migrated next year agree on what "starter" was.
const PLANS = [
  {
    id: 'starter',
    name: 'Starter',
    description: 'One private model server for a team getting started.',
    price_cents: 9900,
    features: [
      '1 AI server',
      'IronKeep Local licence for 1 user',
      'Basic chat with memory persistence',
      'Health checks every 30 seconds',
      'Email support',
    ],
    max_servers: 1,
    license_tier: 'starter',
    sort_order: 1,
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'Several model servers and a licence the whole team can share.',
    price_cents: 49900,
    features: [
      'Up to 5 AI servers',
      'IronKeep Local licence for 5 users',
      'Advanced models and multi-user workspaces',
      'Health checks every 30 seconds',
      'Priority support',
    ],
    max_servers: 5,
    license_tier: 'pro',
    sort_order: 2,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'No server limit, air-gapped deployments and round-the-clock support.',
    price_cents: 199900,
    features: [
      'Unlimited AI servers',
      'IronKeep Local licence for 5 users',
      'Advanced models and multi-user workspaces',
      'Air-gapped deployment support',
      '24/7 support with a 99.9% uptime SLA',
    ],
    max_servers: -1,
    license_tier: 'pro',
    sort_order: 3,
  },
];

const id: TableColumnOptions = { name: 'id', type: 'varchar', length: '36', isPrimary: true };
const organizationId: TableColumnOptions = {
  name: 'organization_id',
  type: 'varchar',
  length: '36',
};
const str = (name: string, length: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length,
  isNullable,
});
const belongsToOrganization = () =>
  new TableForeignKey({
    columnNames: ['organization_id'],
    referencedTableName: 'organizations',
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

/**
 * Plain SQL, not the query builder: a builder would map the row through today's entity classes,
 * and a migration must not change meaning when an entity does.
 */
async function insertRow(
  queryRunner: QueryRunner,
  table: string,
  row: Record<string, unknown>,
): Promise<void> {
  const postgres = queryRunner.connection.options.type === 'postgres';
  const columns = Object.keys(row);
  const placeholders = columns.map((_, i) => (postgres ? `$${i + 1}` : '?'));
  const values = Object.values(row).map((v) =>
    typeof v === 'boolean' && !postgres ? Number(v) : v,
  );
  await queryRunner.query(
    `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${placeholders.join(', ')})`,
    values,
  );
}

/**
 * Organisations, plans, subscriptions, invoices, AI servers and licence keys (docs/
 * organizations-and-billing.md), plus the organisation link on users.
 */
export class OrganizationsBilling1732411000000 implements MigrationInterface {
  name = 'OrganizationsBilling1732411000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const ts = timestampType(queryRunner);
    const at = (name: string, isNullable = false): TableColumnOptions => ({
      name,
      type: ts,
      isNullable,
    });
    const createdAt: TableColumnOptions = { ...at('created_at'), default: 'CURRENT_TIMESTAMP' };
    const updatedAt: TableColumnOptions = { ...at('updated_at'), default: 'CURRENT_TIMESTAMP' };

    await queryRunner.createTable(
      new Table({
        name: 'plans',
        columns: [
          { ...str('id', '40'), isPrimary: true },
          str('name', '60'),
          str('description', '200'),
          { name: 'price_cents', type: 'integer' },
          str('currency', '3'),
          str('interval', '10'),
          { name: 'features', type: 'text' },
          { name: 'max_servers', type: 'integer' },
          str('license_tier', '10'),
          { name: 'sort_order', type: 'integer' },
          { name: 'is_active', type: 'boolean', default: true },
        ],
      }),
    );
    for (const p of PLANS) {
      await insertRow(queryRunner, 'plans', {
        ...p,
        currency: 'usd',
        interval: 'month',
        features: JSON.stringify(p.features),
        is_active: true,
      });
    }

    await queryRunner.createTable(
      new Table({
        name: 'organizations',
        columns: [id, str('name', '100'), str('slug', '50'), createdAt, updatedAt],
        indices: [
          new TableIndex({ name: 'UQ_organizations_slug', columnNames: ['slug'], isUnique: true }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'subscriptions',
        columns: [
          id,
          organizationId,
          str('plan_id', '40'),
          str('provider', '20'),
          str('status', '20'),
          at('current_period_start'),
          at('current_period_end'),
          at('trial_end', true),
          { name: 'cancel_at_period_end', type: 'boolean', default: false },
          at('canceled_at', true),
          str('provider_customer_id', '255', true),
          str('provider_subscription_id', '255', true),
          at('provider_synced_at', true),
          createdAt,
          updatedAt,
        ],
        indices: [
          new TableIndex({
            name: 'UQ_subscriptions_organization',
            columnNames: ['organization_id'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_subscriptions_period_end',
            columnNames: ['status', 'current_period_end'],
          }),
          new TableIndex({
            name: 'IDX_subscriptions_provider_subscription',
            columnNames: ['provider_subscription_id'],
          }),
        ],
        foreignKeys: [
          belongsToOrganization(),
          new TableForeignKey({
            columnNames: ['plan_id'],
            referencedTableName: 'plans',
            referencedColumnNames: ['id'],
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'invoices',
        columns: [
          id,
          organizationId,
          str('plan_id', '40'),
          str('number', '40'),
          { name: 'amount_cents', type: 'integer' },
          str('currency', '3'),
          str('status', '20'),
          at('period_start'),
          at('period_end'),
          at('due_at', true),
          at('paid_at', true),
          str('provider_invoice_id', '255', true),
          str('hosted_url', '2048', true),
          createdAt,
        ],
        indices: [
          new TableIndex({ name: 'UQ_invoices_number', columnNames: ['number'], isUnique: true }),
          new TableIndex({
            name: 'IDX_invoices_organization',
            columnNames: ['organization_id', 'created_at'],
          }),
          new TableIndex({
            name: 'IDX_invoices_provider_invoice',
            columnNames: ['provider_invoice_id'],
          }),
        ],
        foreignKeys: [belongsToOrganization()],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'billing_events',
        columns: [{ ...str('id', '255'), isPrimary: true }, str('type', '100'), at('received_at')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'servers',
        columns: [
          id,
          organizationId,
          str('name', '100'),
          str('runtime', '30'),
          str('model', '200'),
          str('url', '2048'),
          str('status', '20'),
          { ...str('health_status', '20'), default: "'unknown'" },
          str('health_reason', '500', true),
          at('last_checked_at', true),
          at('next_check_at', true),
          { name: 'consecutive_failures', type: 'integer', default: 0 },
          str('created_by', '36', true),
          createdAt,
          updatedAt,
        ],
        indices: [
          new TableIndex({ name: 'IDX_servers_organization', columnNames: ['organization_id'] }),
          new TableIndex({ name: 'IDX_servers_due', columnNames: ['status', 'next_check_at'] }),
        ],
        foreignKeys: [belongsToOrganization()],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'licenses',
        columns: [
          id,
          organizationId,
          { name: 'license_key', type: 'text' },
          str('tier', '10'),
          { name: 'max_users', type: 'integer' },
          { name: 'features', type: 'text' },
          str('key_id', '16'),
          at('issued_at'),
          at('expires_at'),
          str('status', '20'),
          at('revoked_at', true),
          str('revoke_reason', '30', true),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_licenses_organization',
            columnNames: ['organization_id', 'issued_at'],
          }),
        ],
        foreignKeys: [belongsToOrganization()],
      }),
    );

    // Plain ALTER TABLE: TypeORM's addColumn rebuilds the whole table on SQLite, and cannot
    // rebuild the lower(username) expression index.
    await queryRunner.query('ALTER TABLE "users" ADD COLUMN "organization_role" varchar(20)');
    await queryRunner.query('CREATE INDEX "IDX_users_organization" ON "users" ("organization_id")');

    // Admins record payments of invoices issued by the built-in billing provider.
    const permissionId = randomUUID();
    await insertRow(queryRunner, 'permissions', {
      id: permissionId,
      resource: 'billing',
      action: 'manage',
    });
    await insertRow(queryRunner, 'role_permissions', {
      role_name: 'admin',
      permission_id: permissionId,
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "permissions" WHERE "resource" = 'billing' AND "action" = 'manage'`,
    );
    await queryRunner.query('DROP INDEX "IDX_users_organization"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "organization_role"');
    for (const table of [
      'licenses',
      'servers',
      'billing_events',
      'invoices',
      'subscriptions',
      'organizations',
      'plans',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
