import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { parseEnv } from '../config/app-config';
import { AppConfig } from '../config/app-config.service';
import { dataSourceOptions } from './data-source-options';
import { runMigrations } from './run-migrations';

/**
 * `node backend/dist/database/migrate.js`: applies pending migrations and exits, reading the
 * same settings as the app. The Helm chart runs it as an init container, so an upgrade's schema
 * change happens once before the new pods serve; the app still migrates at start-up (a no-op
 * then), under the same PostgreSQL advisory lock.
 */
async function migrate(): Promise<void> {
  const config = new AppConfig(parseEnv(process.env));
  const dataSource = await new DataSource(dataSourceOptions(config.database)).initialize();
  try {
    await runMigrations(dataSource);
    const applied: unknown[] = await dataSource.query('SELECT name FROM migrations');
    console.log(`Database schema up to date (${applied.length} migrations applied)`);
  } finally {
    await dataSource.destroy();
  }
}

migrate().catch((err: Error) => {
  console.error(`Migration failed: ${err.message}`);
  process.exit(1);
});
