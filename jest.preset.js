// Shared jest setup: swc transpiles TypeScript, ESM-only packages (ky) are transformed too.
const path = require('node:path');

/** @param {{ dir: string, env?: 'jsdom' | 'node', setup?: string[] }} opts */
module.exports = function preset({ dir, env = 'jsdom', setup = [] }) {
  const swc = [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ];
  return {
    rootDir: dir,
    testEnvironment: env === 'jsdom' ? 'jest-fixed-jsdom' : 'node',
    testEnvironmentOptions: env === 'jsdom' ? { url: 'http://localhost/' } : {},
    // msw 2 pulls in packages published as ESM only (.mjs: rettime, @open-draft/*…), and ky and
    // until-async ship ESM in .js: swc turns them into CommonJS too.
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
    transformIgnorePatterns: ['/node_modules/(?!(ky|until-async)/).+\\.c?js$'],
    moduleNameMapper: {
      '^@lobby/shared-api$': path.join(__dirname, 'shared-api/src/index.ts'),
      '^@lobby/shared-api/contract$': path.join(__dirname, 'shared-api/src/contract/index.ts'),
      '^@lobby/shared-api/testing$': path.join(__dirname, 'shared-api/src/testing/index.ts'),
      '^@lobby/shared-ui$': path.join(__dirname, 'shared-ui/src/index.ts'),
      '^@lobby/shared-ui/testing$': path.join(__dirname, 'shared-ui/src/testing/index.ts'),
      '^@lobby/contract-(community|engagement|commerce|support)$': path.join(
        __dirname,
        'contracts/$1/src/index.ts',
      ),
      '\\.(png|jpe?g|gif|svg|webp)$': path.join(__dirname, 'scripts/jest/file-stub.js'),
    },
    setupFilesAfterEnv: [
      ...(env === 'jsdom' ? [path.join(__dirname, 'scripts/jest/setup-dom.ts')] : []),
      ...setup,
    ],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    clearMocks: true,
    // A test waits on conditions (findBy*, waitFor); this only bounds a stuck one.
    testTimeout: 30_000,
  };
};
