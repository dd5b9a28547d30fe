// Nest 12 ships ESM packages; jest on Node 20 cannot require() ESM, so swc transforms
// both our TypeScript and those packages to CommonJS, keeping decorator metadata for DI.
module.exports = {
  transform: {
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|@tokenizer|uint8array-extras|load-esm|@scure|@noble)/)',
  ],
  testEnvironment: 'node',
};
