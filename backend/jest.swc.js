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
  // Nested copies count too (e.g. @fastify/static's own ESM-only content-disposition).
  transformIgnorePatterns: [
    '/node_modules/(?!(?:.*/node_modules/)?(@nestjs|file-type|strtok3|token-types|@tokenizer|uint8array-extras|load-esm|@scure|@noble|content-disposition|@borewit|openid-client|oauth4webapi|jose|oidc-provider)/)',
  ],
  testEnvironment: 'node',
};
