import type { Config } from '@umijs/max/test';
import { configUmiAlias, createConfig } from '@umijs/max/test';

export default async (): Promise<Config.InitialOptions> => {
  const config = await configUmiAlias({
    ...createConfig({
      target: 'browser',
      jsTransformer: 'esbuild',
      // `import()` becomes `require()`: jest runs CommonJS, and the app loads antd feedback lazily.
      jsTransformerOpts: { jsx: 'automatic', supported: { 'dynamic-import': false } },
    }),
    setupFilesAfterEnv: ['<rootDir>/tests/setupTests.ts'],
    // A worker per core: jest's default leaves one core to itself, which on CI's two cores runs
    // every suite in one process (~6 min instead of ~2.5).
    maxWorkers: '100%',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/tests/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/', '<rootDir>/dist/'],
    collectCoverageFrom: [
      'src/**/*.{ts,tsx}',
      'mock/**/*.ts',
      '!src/.umi/**',
      '!src/.umi-test/**',
      '!src/.umi-production/**',
    ],
  });
  // Assets first: the first pattern that matches wins, and `@/assets/x.svg` also matches the alias.
  config.moduleNameMapper = {
    '\\.(svg|png|jpe?g|gif|webp|pdf)$': '<rootDir>/tests/fileStub.js',
    ...config.moduleNameMapper,
  };
  return config;
};
