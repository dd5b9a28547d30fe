// Drills that need one database kind: the others' runs leave them out (a file that registers no
// test would fail the run). Each file also guards itself on E2E_DB.
const ONLY_ON = {
  postgres: ['rolling-restart', 'database-restart'],
  // make-run-ports: `make run` uses SQLite; the launcher does not depend on the database.
  sqlite: ['disk-full', 'make-run-ports'],
};
const db = process.env.E2E_DB === 'postgres' ? 'postgres' : 'sqlite';
const elsewhere = Object.entries(ONLY_ON)
  .filter(([kind]) => kind !== db)
  .flatMap(([, files]) => files.map((file) => `/${file}\\.e2e-spec\\.ts$`));

module.exports = {
  ...require('../jest.swc'),
  rootDir: '.',
  testRegex: '.e2e-spec.ts$',
  testPathIgnorePatterns: ['/node_modules/', ...elsewhere],
  testEnvironment: '<rootDir>/e2e-environment.js',
  setupFiles: ['<rootDir>/setup-env.js'],
  globalSetup: '<rootDir>/global-setup.js',
  globalTeardown: '<rootDir>/global-teardown.js',
  testSequencer: '<rootDir>/shard-sequencer.js',
  testTimeout: 30000,
};
