const preset = require('../jest.preset.js')({ dir: __dirname, env: 'node' });

// ESM-only dependencies (content-disposition under @fastify/static, cookie loaded by @fastify/cookie
// through import(), file-type and its tokenizer packages used to sniff uploads) are turned into
// CommonJS by swc, since jest runs without vm modules.
module.exports = {
  ...preset,
  // file-type's export map only has `import` conditions under `node`, which jest's CommonJS
  // resolver does not pick: point it at the Node entry directly.
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^file-type$': require.resolve('file-type', { paths: [__dirname] }),
  },
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(ky|content-disposition|cookie|@fastify/cookie|file-type|strtok3|token-types|@tokenizer/inflate|uint8array-extras|@borewit/text-codec)/).*/node_modules/',
  ],
  testTimeout: 30_000,
  // A PostgreSQL database per worker (src/test/jest/pg-databases.ts), and the migrated databases
  // each test app starts from (src/test/jest/templates.ts).
  globalSetup: '<rootDir>/src/test/jest/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/jest/global-teardown.ts',
  // The slowest files first, also on a machine with no earlier run (src/test/jest/durations.json).
  testSequencer: '<rootDir>/src/test/jest/sequencer.mjs',
  setupFiles: [
    '<rootDir>/src/test/jest/worker-database.ts',
    '<rootDir>/src/test/jest/outbound-allow.ts',
  ],
};
