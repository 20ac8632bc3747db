import base from './jest.base.js';

/** Real PostgreSQL (a migrated template cloned per spec file) and real Redis. */
export default {
  ...base,
  displayName: 'integration',
  testMatch: ['<rootDir>/test/integration/**/*.int-spec.ts'],
  globalSetup: '<rootDir>/test/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/test/setup/global-teardown.mjs',
  testTimeout: 60000,
  maxWorkers: 2,
};
