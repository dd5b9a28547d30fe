import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { EnterpriseLicenseUsers1732434000000 } from '../src/database/migrations/1732434000000-enterprise-license-users';
import { runMigrations } from '../src/database/run-migrations';
import { freshDatabase } from './fresh-database';

/**
 * Issue 34 item 11: the migration that licenses Enterprise for 25 users, on both databases
 * (E2E_DB): up sets the column and rewrites that one feature line, leaving the others (lines a
 * later migration may add) as they are; down puts both back.
 */
describe('Migration: Enterprise licenses IronKeep Local for 25 users', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await freshDatabase();
    dataSource = await new DataSource(dataSourceOptions(db)).initialize();
    await runMigrations(dataSource);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  async function plan(id: string): Promise<{ features: string[]; users: number | null }> {
    const [row] = await dataSource.query(
      `SELECT features, license_max_users AS users FROM plans WHERE id = '${id}'`,
    );
    return { features: JSON.parse(row.features) as string[], users: row.users };
  }

  it('sets 25 users on Enterprise only, and rewrites only its license line', async () => {
    expect(await plan('enterprise')).toEqual({
      users: 25,
      features: [
        'Unlimited AI servers',
        'IronKeep Local license for 25 users',
        'Advanced models and multi-user workspaces',
        'Air-gapped deployment support',
        '24/7 support with a 99.9% uptime SLA',
      ],
    });
    expect((await plan('professional')).users).toBeNull();
    expect((await plan('professional')).features).toContain('IronKeep Local license for 5 users');
  });

  it('goes down and up again, keeping a line another migration added', async () => {
    const extra = 'A line added by another migration';
    const added = [...(await plan('enterprise')).features, extra];
    await dataSource.query(
      `UPDATE plans SET features = '${JSON.stringify(added)}' WHERE id = 'enterprise'`,
    );
    const runner = dataSource.createQueryRunner();
    try {
      await new EnterpriseLicenseUsers1732434000000().down(runner);
      const [row] = await dataSource.query(`SELECT features FROM plans WHERE id = 'enterprise'`);
      expect(JSON.parse(row.features)).toContain('IronKeep Local license for 5 users');
      expect(JSON.parse(row.features)).toContain(extra);
      expect((await runner.getTable('plans'))?.findColumnByName('license_max_users')).toBeFalsy();
      await new EnterpriseLicenseUsers1732434000000().up(runner);
    } finally {
      await runner.release();
    }
    expect(await plan('enterprise')).toMatchObject({ users: 25 });
    expect((await plan('enterprise')).features).toEqual(
      expect.arrayContaining(['IronKeep Local license for 25 users', extra]),
    );
  });
});
