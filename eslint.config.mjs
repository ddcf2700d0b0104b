import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const noDeepShared = {
  patterns: [
    {
      group: ['@lobby/*/src/*', '**/shared-api/src/*', '**/shared-ui/src/*'],
      message: 'Import from the package entry (@lobby/shared-api, @lobby/shared-ui) instead.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.nx/**', 'data/**'] },
  ...tseslint.configs.recommended,
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
  {
    files: ['remotes/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...noDeepShared,
          patterns: [
            ...noDeepShared.patterns,
            {
              group: ['@lobby/shell', '@lobby/shell/*', '**/shell/src/**'],
              message: 'Remotes never import the shell.',
            },
            {
              group: ['@lobby/remote-*', '**/remotes/*/src/**'],
              message: 'Remotes never import each other; move shared code to a shared package.',
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
    // Kysely's advice: migrations see the database as `Kysely<any>`, never today's schema type.
    files: ['server/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
