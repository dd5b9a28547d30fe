import { QueryRunner } from 'typeorm';

/** The timestamp column type TypeORM itself picks for date columns on each driver. */
export function timestampType(queryRunner: QueryRunner): string {
  return queryRunner.connection.options.type === 'postgres' ? 'timestamp' : 'datetime';
}
