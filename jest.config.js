/** Jest in ESM mode, TypeScript compiled by swc with decorator metadata (NestJS needs it). */
const swcOptions = {
  jsc: {
    target: 'es2023',
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

export default {
  // Node 20 never frees an ESM module evaluated by vm (nodejs/node#59118, jestjs/jest#9959), so each test file's
  // module graph stays in its worker (~50 MB a file): a worker past this after a file is replaced by a fresh one.
  // Ignored with --runInBand (one process cannot be replaced); use --maxWorkers=1 instead.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/{domain,application,fixtures,bench,test/architecture}/**/*.test.ts'],
    },
    {
      // Tests that need the database: each Jest worker has a database of its own (test/support/database-global-setup.mjs).
      ...shared,
      displayName: 'db',
      testMatch: ['<rootDir>/{adapters,api,cli,test/api,test/cli,test/fuzz}/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/database-global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/database-global-teardown.mjs',
      // A file fails when it leaves a timer, socket or server behind (docs/configuration.md, "Tests").
      testEnvironment: '<rootDir>/test/support/no-leaks-environment.mjs',
    },
    {
      // Whole journeys in Debian's Chromium against the built shop (`npm run test:browser` builds first).
      ...shared,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.browser.test.ts'],
    },
  ],
};
