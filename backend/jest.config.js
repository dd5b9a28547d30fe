module.exports = {
  ...require('./jest.swc'),
  rootDir: 'src',
  testRegex: '.*\\.spec\\.ts$',
};
