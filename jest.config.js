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

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/{domain,application,adapters,api,cli,test}/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/test/browser/'],
};
