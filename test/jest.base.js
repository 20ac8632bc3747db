/** ESM jest for a NodeNext TypeScript project (see shared STACK.md). */
export default {
  rootDir: '..',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }],
  },
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
};
