import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every plan states a monthly token allowance (docs/usage.md): NULL is unlimited. The seeded
 * plans get Starter 5 million, Professional 50 million, Enterprise unlimited; a plan an operator
 * added stays unlimited until they set it. The features list is not touched: the allowance line
 * /pricing shows is written from this column (billing/dto/plan.dto.ts), so the two cannot differ.
 */
export class PlanTokenAllowances1732431100000 implements MigrationInterface {
  name = 'PlanTokenAllowances1732431100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Plain ALTER TABLE: TypeORM's addColumn rebuilds the whole table on SQLite.
    await queryRunner.query('ALTER TABLE "plans" ADD COLUMN "monthly_tokens" bigint');
    await queryRunner.query(`UPDATE "plans" SET "monthly_tokens" = 5000000 WHERE "id" = 'starter'`);
    await queryRunner.query(
      `UPDATE "plans" SET "monthly_tokens" = 50000000 WHERE "id" = 'professional'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "plans" DROP COLUMN "monthly_tokens"');
  }
}
