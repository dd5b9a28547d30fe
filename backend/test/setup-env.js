// Runs in every e2e worker before the test files are imported.
process.env.TZ = 'UTC';
process.env.NODE_ENV = 'test';
