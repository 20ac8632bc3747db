/** Component tests of the React client (Testing Library in jsdom): client/src/**\/*.test.tsx. */
export default {
  rootDir: '..',
  displayName: 'components',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/client/src/**/*.test.tsx'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/client/tsconfig.json' }],
  },
  moduleNameMapper: { '\\.(svg|png|css)$': '<rootDir>/test/setup/file-stub.cjs' },
  setupFiles: ['<rootDir>/test/setup/jsdom.cjs'],
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
};
