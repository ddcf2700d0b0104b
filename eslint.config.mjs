import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import lobby from './scripts/eslint/area-boundaries.mjs';

const noDeepShared = {
  patterns: [
    {
      group: ['@lobby/*/src/*', '**/shared-api/src/*', '**/shared-ui/src/*'],
      message: 'Import from the package entry (@lobby/shared-api, @lobby/shared-ui) instead.',
    },
  ],
};

const AREAS = ['community', 'engagement', 'commerce', 'support'];

// Tests, their fixtures and test utilities: only they may import the shared packages' testing
// sub-paths (@lobby/shared-api/testing, @lobby/shared-ui/testing), so
// the test helpers stay out of every bundle (the sub-path is not built into dist/ either).
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/test-utils.{ts,tsx}',
  '**/fixtures.ts',
  '**/test/**',
  '**/testing/**',
];
const testingOnlyInTests = {
  group: ['@lobby/shared-api/testing', '@lobby/shared-ui/testing'],
  message: 'Test helpers: only tests, their fixtures and test utilities import them.',
};

// Area calls that still live in shared-api while they move into their remotes (issue 7): they
// may import their area's contract until then. shared-api's package.json hides the same
// dependencies from the Nx graph (implicitDependencies "!@lobby/contract-*") to avoid a cycle;
// both exceptions go when these files leave shared-api.
const TRANSITIONAL_AREA_CALLS = [
  'shared-api/src/api/bonus-hunts/**',
  'shared-api/src/api/store/**',
  'shared-api/src/api/support/**',
  'shared-api/src/api/profile/**',
  'shared-api/src/api/leaderboard/get-leaderboard.ts',
  'shared-api/src/api/leaderboard/get-leaderboard-top.ts',
  'shared-api/src/api/site/get-stream-status.ts',
  'shared-api/src/api/site/get-total-given-away.ts',
  'shared-api/src/api/account/get-user.ts',
  'shared-api/src/api/account/update-profile.ts',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.nx/**', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    // Typed linting for the promise rules: every file is in its project's tsconfig.json (tests too).
    // A floating promise's rejection is unhandled and ends the Node process (issue 21).
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/internal-regex': '^@lobby/' },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  ...[...AREAS.map((area) => `remotes/${area}`), 'shell'].flatMap((dir) => {
    const area = dir.startsWith('remotes/') ? dir.slice('remotes/'.length) : null;
    const rules = (inTests) => ({
      'no-restricted-imports': [
        'error',
        {
          ...noDeepShared,
          patterns: [
            ...noDeepShared.patterns,
            ...(inTests ? [] : [testingOnlyInTests]),
            {
              group: ['@lobby/shell', '@lobby/shell/*', '**/shell/src/**'],
              message: 'Remotes never import the shell.',
            },
            {
              group: ['@lobby/remote-*', '**/remotes/*/src/**'],
              message: 'Remotes never import each other; move shared code to a shared package.',
            },
            area
              ? {
                  group: ['@lobby/contract-*', `!@lobby/contract-${area}`, '**/contracts/**'],
                  message: `The ${area} remote imports only its own area's contract (@lobby/contract-${area}).`,
                }
              : {
                  group: ['@lobby/contract-*', '**/contracts/**'],
                  message:
                    'The shell imports no area contract: what the shell needs is in @lobby/shared-api.',
                },
          ],
        },
      ],
    });
    const tests = TEST_FILES.map((glob) => `${dir}/${glob}`);
    return [
      { files: [`${dir}/**/*.{ts,tsx}`], ignores: tests, rules: rules(false) },
      { files: tests, rules: rules(true) },
    ];
  }),
  {
    // A contract runs in the browser and on the server alike: zod, the shared contract and its own files.
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|@lobby/shared-api/contract$|\\.\\.?/)',
              message: 'A contract imports only zod, @lobby/shared-api/contract and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-api/**/*.ts'],
    ignores: TRANSITIONAL_AREA_CALLS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...noDeepShared,
          patterns: [
            ...noDeepShared.patterns,
            {
              group: ['@lobby/contract-*', '**/contracts/**'],
              message:
                "shared-api holds what every area shares; an area's contract is imported by its remote and the server.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lobby/shared-api', '@lobby/shared-api/*', '**/shared-api/**'],
              message: 'shared-ui never imports shared-api.',
            },
          ],
        },
      ],
    },
  },
  {
    // An area reaches another only through its public index (or, in tests, its testing.ts);
    // the core imports no area (scripts/eslint/area-boundaries.mjs).
    files: ['server/src/**/*.ts'],
    plugins: { lobby },
    rules: { 'lobby/area-boundaries': 'error' },
  },
  {
    // Kysely's advice: migrations see the database as `Kysely<any>`, never today's schema type.
    files: ['server/src/**/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
