// One Jest run across the workspaces (ESM; swc transpiles TypeScript with decorator metadata).
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^@factlens/common$': '<rootDir>/../common/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

export default {
  // A global option: Jest ignores testTimeout inside a project entry.
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'common',
      rootDir: 'common',
      testEnvironment: 'node',
      transform: { '^.+\\.tsx?$': swc(false) },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'api',
      rootDir: 'api',
      testEnvironment: 'node',
      transform: { '^.+\\.tsx?$': swc(false) },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      globalSetup: '<rootDir>/src/test/global-setup.mjs',
      globalTeardown: '<rootDir>/src/test/global-teardown.mjs',
      setupFiles: ['<rootDir>/src/test/setup-env.ts'],
    },
    {
      ...common,
      displayName: 'web',
      rootDir: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      transform: { '^.+\\.tsx?$': swc(true) },
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
    },
    {
      ...common,
      displayName: 'extension',
      rootDir: 'extension',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      transform: { '^.+\\.tsx?$': swc(false) },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
  ],
};
