import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { timestampType } from '../column-types';

/** Accounts at an OpenID provider or LDAP directory linked to users (modules/identity). */
export class ExternalIdentities1732420100000 implements MigrationInterface {
  name = 'ExternalIdentities1732420100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const ts = timestampType(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'external_identities',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'provider', type: 'varchar', length: '8' },
          { name: 'issuer', type: 'varchar', length: '255' },
          { name: 'subject', type: 'varchar', length: '255' },
          { name: 'created_at', type: ts },
          { name: 'last_sign_in_at', type: ts },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_external_identities_subject',
            columnNames: ['provider', 'issuer', 'subject'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_external_identities_user', columnNames: ['user_id'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('external_identities');
  }
}
