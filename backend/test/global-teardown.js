const { Client } = require('pg');

module.exports = async () => {
  const db = globalThis.__E2E_DATABASE__;
  if (!db) return;
  const admin = new Client({ connectionString: db.adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${db.name}" WITH (FORCE)`);
  await admin.end();
};
