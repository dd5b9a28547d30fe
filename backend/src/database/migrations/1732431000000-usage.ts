import { randomUUID } from 'node:crypto';
import { MigrationInterface, QueryRunner, Table, TableColumnOptions, TableIndex } from 'typeorm';
import { timestampType } from '../column-types';

const str = (name: string, length: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length,
  isNullable,
});
const big = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'bigint',
  isNullable,
});
/** Roll-up key parts that may be absent are '' rather than NULL: NULLs never conflict in a key. */
const keyPart = (name: string, length: string): TableColumnOptions => ({
  ...str(name, length),
  default: "''",
});

const SUMS = [
  'requests',
  'prompt_tokens',
  'completion_tokens',
  'estimated_requests',
  'failed_requests',
  'cancelled_requests',
  'latency_ms_total',
];

/** A roll-up table: the organization and `key` as the primary key, then the sums. */
function rollup(name: string, key: TableColumnOptions[], indices: TableIndex[] = []): Table {
  return new Table({
    name,
    columns: [
      { ...str('organization_id', '36'), isPrimary: true },
      ...key.map((column) => ({ ...column, isPrimary: true })),
      ...SUMS.map((column) => big(column)),
    ],
    indices,
  });
}

/**
 * Usage metering (docs/usage.md): one row per generation (counts and timings, never text), daily
 * roll-ups, the month counters behind the allowances, the admins' per-organization overrides, and
 * the 80 % / 100 % notices. No foreign keys: a batch of records must never fail because a member
 * or a server was removed meanwhile, and usage outlives them (retention removes it).
 */
export class Usage1732431000000 implements MigrationInterface {
  name = 'Usage1732431000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const ts = timestampType(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'usage_records',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          big('occurred_at'),
          str('organization_id', '36'),
          str('user_id', '36', true),
          str('api_token_id', '36', true),
          str('server_id', '36', true),
          str('model', '200'),
          str('source', '16'),
          str('kind', '16'),
          { name: 'prompt_tokens', type: 'integer' },
          { name: 'completion_tokens', type: 'integer' },
          { name: 'estimated', type: 'boolean' },
          { name: 'latency_ms', type: 'integer' },
          { name: 'ttft_ms', type: 'integer', isNullable: true },
          str('outcome', '16'),
          { name: 'status', type: 'integer' },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_usage_records_org_time',
            columnNames: ['organization_id', 'occurred_at'],
          }),
        ],
      }),
    );
    // The roll-ups (the key: organization first, every read is one organization's range).
    // usage_daily by day, member, token and model; usage_monthly the same by month, so 13 months
    // are 13 months of rows, not 395 days of them; usage_day_totals one row a day, for the chart.
    const byMember = [keyPart('user_id', '36'), keyPart('api_token_id', '36'), str('model', '200')];
    await queryRunner.createTable(
      rollup(
        'usage_daily',
        [str('day', '10'), ...byMember],
        [
          new TableIndex({ name: 'IDX_usage_daily_day', columnNames: ['day'] }),
          // A member's own usage (members see only theirs).
          new TableIndex({
            name: 'IDX_usage_daily_member',
            columnNames: ['organization_id', 'user_id', 'day'],
          }),
        ],
      ),
    );
    await queryRunner.createTable(rollup('usage_monthly', [str('month', '7'), ...byMember]));
    await queryRunner.createTable(rollup('usage_day_totals', [str('day', '10')]));
    await queryRunner.createTable(
      new Table({
        name: 'usage_month_counters',
        columns: [
          { ...str('organization_id', '36'), isPrimary: true },
          { ...str('month', '7'), isPrimary: true },
          big('tokens'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'token_allowances',
        columns: [
          { ...str('organization_id', '36'), isPrimary: true },
          big('monthly_tokens', true),
          str('updated_by', '36', true),
          { name: 'updated_at', type: ts },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'usage_notices',
        columns: [
          { ...str('organization_id', '36'), isPrimary: true },
          { ...str('month', '7'), isPrimary: true },
          { name: 'threshold', type: 'integer', isPrimary: true },
          big('used_tokens'),
          big('limit_tokens'),
          big('created_at'),
        ],
      }),
    );
    // Admins read every organization's usage and set allowances (RBAC, like billing:manage).
    for (const action of ['read', 'manage']) {
      const id = randomUUID();
      await insert(queryRunner, 'permissions', { id, resource: 'usage', action });
      await insert(queryRunner, 'role_permissions', { role_name: 'admin', permission_id: id });
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "permissions" WHERE "resource" = 'usage'`);
    for (const table of [
      'usage_notices',
      'token_allowances',
      'usage_month_counters',
      'usage_day_totals',
      'usage_monthly',
      'usage_daily',
      'usage_records',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}

async function insert(queryRunner: QueryRunner, table: string, row: Record<string, string>) {
  const postgres = queryRunner.connection.options.type === 'postgres';
  const columns = Object.keys(row);
  const marks = columns.map((_, i) => (postgres ? `$${i + 1}` : '?'));
  await queryRunner.query(
    `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${marks.join(', ')})`,
    Object.values(row),
  );
}
