import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface LintMessage {
  ruleId: string | null;
  message: string;
}

/**
 * Lints source texts as if they were the given files (paths relative to the repository root)
 * with the repository's own ESLint config, and answers one rule's messages per file. ESLint
 * runs in a child process (lint-texts-cli.mjs): it loads its config as ES modules.
 */
export function lintTexts(
  root: string,
  rule: string,
  files: Record<string, string>,
): Record<string, LintMessage[]> {
  const stdout = execFileSync(
    process.execPath,
    [path.join(root, 'scripts/eslint/lint-texts-cli.mjs'), JSON.stringify({ rule, files })],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(stdout) as Record<string, LintMessage[]>;
}
