// For the PostgreSQL run, start from an empty schema so migrations run from scratch.
const { Client } = require('pg');

module.exports = async () => {
  if (process.env.E2E_DB !== 'postgres') return;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'E2E_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) and TEST_REDIS_URL',
    );
  }
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS public CASCADE');
  await client.query('CREATE SCHEMA public');
  await client.end();
};
