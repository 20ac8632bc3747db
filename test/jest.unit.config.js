import base from './jest.base.js';

export default {
  ...base,
  displayName: 'unit',
  // Client logic specs (plain TypeScript, no DOM) run here too.
  testMatch: ['<rootDir>/server/**/*.spec.ts', '<rootDir>/test/unit/**/*.spec.ts', '<rootDir>/client/src/**/*.spec.ts'],
};
