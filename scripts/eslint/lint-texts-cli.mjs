#!/usr/bin/env node
// Lints source texts as if they were the given files of the repository, with its own ESLint
// config, and prints the messages of one rule per file as JSON. The boundary tests call it in a
// child process (ESLint loads its config as ES modules, which jest's CommonJS cannot):
//   node scripts/eslint/lint-texts-cli.mjs '{"rule":"no-restricted-imports","files":{"remotes/x.ts":"…"}}'
// Paths are relative to the repository root, in the input and the output.
import { ESLint } from 'eslint';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const { rule, files } = JSON.parse(process.argv[2]);
const eslint = new ESLint({
  cwd: root,
  // The texts are linted as files that are not on disk: no type information for them.
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
      },
    },
  ],
});
const out = {};
for (const [file, text] of Object.entries(files)) {
  const [result] = await eslint.lintText(text, { filePath: join(root, file) });
  out[relative(root, result.filePath)] = result.messages
    .filter((m) => m.ruleId === rule)
    .map((m) => ({ ruleId: m.ruleId, message: m.message }));
}
process.stdout.write(JSON.stringify(out));
