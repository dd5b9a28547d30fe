import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { timestampType } from '../column-types';

/** Claims of scheduled-job periods, so a job runs once per period across replicas. */
export class JobRuns1732300000000 implements MigrationInterface {
  name = 'JobRuns1732300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'job_runs',
        columns: [
          { name: 'job', type: 'varchar', length: '100', isPrimary: true },
          { name: 'period', type: 'bigint', isPrimary: true },
          { name: 'claimed_at', type: timestampType(queryRunner) },
          { name: 'claimed_by', type: 'varchar', length: '64' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('job_runs');
  }
}
