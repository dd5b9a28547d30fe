// For the PostgreSQL run: a private, empty database per run, so migrations run from scratch and
// parallel runs (several developers, CI) against the same server never touch each other's tables.
const { Client } = require('pg');

module.exports = async () => {
  if (process.env.E2E_DB !== 'postgres') return;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'E2E_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/test) and TEST_REDIS_URL',
    );
  }
  const name = `ironkeep_e2e_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const runUrl = new URL(url);
  runUrl.pathname = `/${name}`;
  globalThis.__E2E_DATABASE__ = { adminUrl: url, name };
  process.env.TEST_DATABASE_URL = runUrl.toString();
};
