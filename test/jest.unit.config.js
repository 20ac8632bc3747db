import base from './jest.base.js';

export default {
  ...base,
  displayName: 'unit',
  testMatch: ['<rootDir>/server/**/*.spec.ts', '<rootDir>/test/unit/**/*.spec.ts'],
};
