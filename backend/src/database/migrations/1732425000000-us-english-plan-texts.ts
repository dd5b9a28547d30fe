import { MigrationInterface, QueryRunner } from 'typeorm';

/** The plans the organizations-billing migration seeded; plans an operator added are theirs. */
const SEEDED_PLANS = "('starter', 'professional', 'enterprise')";

/**
 * The product speaks US English (issue 26): the seeded plans' "IronKeep Local licence for N
 * users" and "a licence the whole team can share" say "license". /pricing and the assistants' plan
 * knowledge read these columns. The seed itself stays frozen in its own migration. Constants
 * only, so plain SQL runs unchanged on PostgreSQL and SQLite.
 */
export class UsEnglishPlanTexts1732425000000 implements MigrationInterface {
  name = 'UsEnglishPlanTexts1732425000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await replaceInPlans(queryRunner, 'licence', 'license');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await replaceInPlans(queryRunner, 'license', 'licence');
  }
}

async function replaceInPlans(queryRunner: QueryRunner, from: string, to: string): Promise<void> {
  await queryRunner.query(
    `UPDATE plans SET features = REPLACE(features, '${from}', '${to}'), ` +
      `description = REPLACE(description, '${from}', '${to}') WHERE id IN ${SEEDED_PLANS}`,
  );
}
