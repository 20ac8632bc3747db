/** ESM jest for a NodeNext TypeScript project (see shared STACK.md). */
export default {
  rootDir: '..',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // @fastify/static (Swagger UI's assets) requires content-disposition 3, which is ESM only: Node 20 loads it
    // with require(esm), jest's CommonJS loader cannot. Under jest it gets version 1, the same API in CommonJS.
    '^content-disposition$': '<rootDir>/node_modules/content-disposition/index.js',
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }],
  },
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
};
