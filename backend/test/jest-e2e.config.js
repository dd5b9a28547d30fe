module.exports = {
  ...require('../jest.swc'),
  rootDir: '.',
  testRegex: '.e2e-spec.ts$',
  setupFiles: ['<rootDir>/setup-env.js'],
  globalSetup: '<rootDir>/global-setup.js',
  globalTeardown: '<rootDir>/global-teardown.js',
  testTimeout: 30000,
};
