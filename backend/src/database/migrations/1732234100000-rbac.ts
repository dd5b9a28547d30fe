import { randomUUID } from 'node:crypto';
import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

// The seed is frozen here on purpose: a migration must keep producing the same rows even if
// the application's idea of the defaults changes later (that would be a new migration).
const ROLES = [
  { name: 'user', level: 1, description: 'Standard account: own profile, memory and the demo' },
  { name: 'manager', level: 2, description: 'Reads users, roles and enterprise leads' },
  { name: 'admin', level: 3, description: 'Full control: user management and system monitoring' },
];

const BASE = ['profile:read', 'profile:update', 'memory:read', 'memory:write', 'demo:use'];
const MANAGER = [...BASE, 'users:read', 'roles:read', 'leads:read'];
const GRANTS: Record<string, string[]> = {
  user: BASE,
  manager: MANAGER,
  admin: [...MANAGER, 'users:update', 'monitoring:read'],
};

/** Roles, permissions and the grants between them, seeded with the defaults (docs/rbac.md). */
export class Rbac1732234100000 implements MigrationInterface {
  name = 'Rbac1732234100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'roles',
        columns: [
          { name: 'name', type: 'varchar', length: '20', isPrimary: true },
          { name: 'description', type: 'varchar', length: '200' },
          { name: 'level', type: 'integer' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'permissions',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'resource', type: 'varchar', length: '50' },
          { name: 'action', type: 'varchar', length: '50' },
        ],
        indices: [
          new TableIndex({
            name: 'UQ_permissions_resource_action',
            columnNames: ['resource', 'action'],
            isUnique: true,
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'role_permissions',
        columns: [
          { name: 'role_name', type: 'varchar', length: '20', isPrimary: true },
          { name: 'permission_id', type: 'varchar', length: '36', isPrimary: true },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['role_name'],
            referencedTableName: 'roles',
            referencedColumnNames: ['name'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            columnNames: ['permission_id'],
            referencedTableName: 'permissions',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await this.seed(queryRunner);
  }

  private async seed(queryRunner: QueryRunner): Promise<void> {
    const insert = (table: string, values: object[]) =>
      queryRunner.manager.createQueryBuilder().insert().into(table).values(values).execute();
    await insert('roles', ROLES);
    const ids = new Map<string, string>();
    for (const key of new Set(Object.values(GRANTS).flat())) ids.set(key, randomUUID());
    await insert(
      'permissions',
      [...ids].map(([key, id]) => {
        const [resource, action] = key.split(':');
        return { id, resource, action };
      }),
    );
    await insert(
      'role_permissions',
      Object.entries(GRANTS).flatMap(([role, keys]) =>
        keys.map((key) => ({ role_name: role, permission_id: ids.get(key) })),
      ),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('role_permissions');
    await queryRunner.dropTable('permissions');
    await queryRunner.dropTable('roles');
  }
}
